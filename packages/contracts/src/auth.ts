import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { Messages } from './messages';
import { Limits } from './limits';
import { TrimLower } from './transforms';
import { EqualsProperty, IsBrazilianPhone } from './validators';

/** Syntactic e-mail check with a TLD required (CONTRACT.md §4: never a DNS look-up). */
const EMAIL_OPTIONS = { require_tld: true, allow_ip_domain: false } as const;

/** Body of `POST /user/register` (PRODUCT_SPEC.md §5; CONTRACT.md §4). */
export class RegisterDto {
  /** Lower-cased and trimmed. */
  @TrimLower()
  @IsEmail(EMAIL_OPTIONS, { message: Messages.invalidEmail })
  @MaxLength(254, { message: Messages.invalidEmail })
  @IsString({ message: Messages.invalidEmail })
  email!: string;

  /** 8–128 characters, kept as typed. */
  @MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordTooShort })
  password!: string;

  /** Optional WhatsApp number: digits only, 10–11 with a valid DDD. */
  @IsOptional()
  @IsBrazilianPhone({ message: Messages.invalidPhone })
  @IsString({ message: Messages.invalidPhone })
  phone?: string;
}

/** Body of `POST /auth/login`. */
export class LoginDto {
  @TrimLower()
  @IsEmail(EMAIL_OPTIONS, { message: Messages.invalidEmail })
  @MaxLength(254, { message: Messages.invalidEmail })
  @IsString({ message: Messages.invalidEmail })
  email!: string;

  @MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordTooShort })
  password!: string;
}

/**
 * Values of the sign-up form in the browser: the register fields plus `confirmPassword`, which
 * is checked here only and never sent (CONTRACT.md §4). The phone field holds the masked text;
 * only its digits are validated and sent.
 */
export class SignUpFormValues {
  @TrimLower()
  @IsEmail(EMAIL_OPTIONS, { message: Messages.invalidEmail })
  @IsString({ message: Messages.invalidEmail })
  email!: string;

  @MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordTooShort })
  password!: string;

  @EqualsProperty('password', { message: Messages.passwordsDoNotMatch })
  confirmPassword!: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\D/g, '') || undefined : value,
  )
  @IsBrazilianPhone({ message: Messages.invalidPhone })
  phone?: string;
}

/** Answer of `POST /auth/login`. */
export interface LoginResponse {
  accessToken: string;
}
