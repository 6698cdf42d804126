import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Messages } from './messages';
import { Limits } from './limits';
import { TrimLower } from './transforms';
import { EqualsProperty } from './validators';

/** Body of `POST /auth/forgot-password` (CONTRACT.md §7). */
export class ForgotPasswordDto {
  /** Lower-cased and trimmed. */
  @TrimLower()
  @IsEmail({ require_tld: true, allow_ip_domain: false }, { message: Messages.invalidEmail })
  @MaxLength(254, { message: Messages.invalidEmail })
  @IsString({ message: Messages.invalidEmail })
  email!: string;
}

/** Body of `POST /auth/reset-password` (CONTRACT.md §7): the link's token and the new password. */
export class ResetPasswordDto {
  /** The token of the `/redefinir-senha?token=…` link, as received. */
  @MaxLength(200, { message: Messages.resetPasswordFailed })
  @MinLength(1, { message: Messages.resetPasswordFailed })
  @IsString({ message: Messages.resetPasswordFailed })
  token!: string;

  /** 8–128 characters, kept as typed. */
  @MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordTooShort })
  password!: string;
}

/** Body of `PUT /user/password` (CONTRACT.md §7). */
export class ChangePasswordDto {
  /** Only checked against the stored hash, so any non-empty string up to 128 characters. */
  @MaxLength(Limits.passwordMaxLength, { message: Messages.currentPasswordRequired })
  @MinLength(1, { message: Messages.currentPasswordRequired })
  @IsString({ message: Messages.currentPasswordRequired })
  currentPassword!: string;

  /** 8–128 characters, kept as typed. */
  @MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordTooShort })
  newPassword!: string;
}

/** Values of the "Redefinir senha" form in the browser (`confirmPassword` is never sent). */
export class ResetPasswordFormValues {
  @MaxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong })
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordTooShort })
  password!: string;

  @EqualsProperty('password', { message: Messages.passwordsDoNotMatch })
  confirmPassword!: string;
}

/** Values of the "Alterar senha" form in the admin area (`confirmPassword` is never sent). */
export class ChangePasswordFormValues extends ChangePasswordDto {
  @EqualsProperty('newPassword', { message: Messages.passwordsDoNotMatch })
  confirmPassword!: string;
}
