import { IsEmail, IsOptional, IsString } from 'class-validator';
import { Transform } from 'class-transformer';
import { Messages } from './messages';
import { TrimLower } from './transforms';
import { EqualsProperty, IsBrazilianPhone } from './validators';
import { EMAIL_OPTIONS, IsAccountEmail, IsAccountPassword } from './account-fields';

/** Body of `POST /user/register` (docs/PRODUCT.md §5; docs/API.md §4). */
export class RegisterDto {
  /** Lower-cased and trimmed. */
  @IsAccountEmail()
  email!: string;

  /** 8–128 characters, kept as typed. */
  @IsAccountPassword()
  password!: string;

  /** Optional WhatsApp number: digits only, 10–11 with a valid DDD. */
  @IsOptional()
  @IsBrazilianPhone({ message: Messages.invalidPhone })
  @IsString({ message: Messages.invalidPhone })
  phone?: string;
}

/** Body of `POST /auth/login`. */
export class LoginDto {
  @IsAccountEmail()
  email!: string;

  @IsAccountPassword()
  password!: string;
}

/**
 * Values of the sign-up form in the browser: the register fields plus `confirmPassword`, which
 * is checked here only and never sent (docs/API.md §4). The phone field holds the masked text;
 * only its digits are validated and sent.
 */
export class SignUpFormValues {
  @TrimLower()
  @IsEmail(EMAIL_OPTIONS, { message: Messages.invalidEmail })
  @IsString({ message: Messages.invalidEmail })
  email!: string;

  @IsAccountPassword()
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
