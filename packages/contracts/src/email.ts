import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Messages } from './messages';
import { TrimLower } from './transforms';

/** Body of `POST /email/resend-confirmation`. */
export class ResendConfirmationDto {
  @TrimLower()
  @IsEmail({ require_tld: true }, { message: Messages.invalidEmail })
  @MaxLength(254, { message: Messages.invalidEmail })
  @IsString({ message: Messages.invalidEmail })
  email!: string;
}

/** Answer of `POST /stripe/subscription`. */
export interface SubscriptionLinkResponse {
  paymentLink: string;
}
