import { IsString } from 'class-validator';
import { Messages } from './messages';
import { IsBrazilianPhone } from './validators';
export * from './subscription';

/** Body of `PUT /user/phone`: the store's WhatsApp number, digits only. */
export class UpdatePhoneDto {
  @IsBrazilianPhone({ message: Messages.invalidPhone })
  @IsString({ message: Messages.invalidPhone })
  phone!: string;
}
