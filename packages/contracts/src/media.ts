import { ValidateIf } from 'class-validator';
import { Messages } from './messages';
import { IsHexColor } from './validators';

/**
 * Body of `PUT /store/look` (docs/API.md §6): the store's cover colour, `#rrggbb` (stored
 * lower-cased), or null to go back to the default look. Missing → 400.
 */
export class UpdateStoreLookDto {
  @ValidateIf((_o: unknown, value: unknown) => value !== null)
  @IsHexColor({ message: Messages.invalidCoverColor })
  coverColor!: string | null;
}
