import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Messages } from './messages';
import { Limits } from './limits';
import { TrimLower } from './transforms';

/** Syntactic e-mail check with a TLD required (docs/API.md §4: never a DNS look-up). */
export const EMAIL_OPTIONS = { require_tld: true, allow_ip_domain: false } as const;

/**
 * An account's e-mail address in a request body: trimmed and lower-cased, then a string of at
 * most 254 characters with a TLD ("E-mail inválido." otherwise). Used by sign-up, login and
 * "Esqueci minha senha" so the three refuse the same addresses alike.
 */
export function IsAccountEmail(): PropertyDecorator {
  return (target, key) => {
    // Same registration order as the stacked decorators it replaces (bottom-up).
    IsString({ message: Messages.invalidEmail })(target, key);
    MaxLength(254, { message: Messages.invalidEmail })(target, key);
    IsEmail(EMAIL_OPTIONS, { message: Messages.invalidEmail })(target, key);
    TrimLower()(target, key);
  };
}

/**
 * A password a seller chooses (or types to log in): a string of `Limits.passwordMinLength`–
 * `Limits.passwordMaxLength` characters, kept as typed, with the short/long messages.
 */
export function IsAccountPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: Messages.passwordTooShort })(target, key);
    MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })(target, key);
    MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })(target, key);
  };
}
