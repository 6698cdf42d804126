import { IsString, MaxLength, MinLength } from 'class-validator';
import { Messages } from './messages';
import { Limits } from './limits';
import { EqualsProperty } from './validators';
import { IsAccountEmail, IsAccountPassword } from './account-fields';

/** Body of `POST /auth/forgot-password` (docs/API.md §7). */
export class ForgotPasswordDto {
  /** Lower-cased and trimmed. */
  @IsAccountEmail()
  email!: string;
}

/** Body of `POST /auth/reset-password` (docs/API.md §7): the link's token and the new password. */
export class ResetPasswordDto {
  /** The token of the `/redefinir-senha?token=…` link, as received. */
  @MaxLength(200, { message: Messages.resetPasswordFailed })
  @MinLength(1, { message: Messages.resetPasswordFailed })
  @IsString({ message: Messages.resetPasswordFailed })
  token!: string;

  /** 8–128 characters, kept as typed. */
  @IsAccountPassword()
  password!: string;
}

/** Body of `PUT /user/password` (docs/API.md §7). */
export class ChangePasswordDto {
  /** Only checked against the stored hash, so any non-empty string up to 128 characters. */
  @MaxLength(Limits.passwordMaxLength, { message: Messages.currentPasswordRequired })
  @MinLength(1, { message: Messages.currentPasswordRequired })
  @IsString({ message: Messages.currentPasswordRequired })
  currentPassword!: string;

  /** 8–128 characters, kept as typed. */
  @IsAccountPassword()
  newPassword!: string;
}

/** Values of the "Redefinir senha" form in the browser (`confirmPassword` is never sent). */
export class ResetPasswordFormValues {
  @IsAccountPassword()
  password!: string;

  @EqualsProperty('password', { message: Messages.passwordsDoNotMatch })
  confirmPassword!: string;
}

/** Values of the "Alterar senha" form in the admin area (`confirmPassword` is never sent). */
export class ChangePasswordFormValues extends ChangePasswordDto {
  @EqualsProperty('newPassword', { message: Messages.passwordsDoNotMatch })
  confirmPassword!: string;
}
