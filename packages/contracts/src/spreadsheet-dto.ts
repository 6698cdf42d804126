import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SpreadsheetLimits, SpreadsheetMessages } from './spreadsheet';

/** A multipart text field read as an integer ("3" → 3); anything else stays as sent. */
const ToInt = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d{1,3}$/.test(value.trim()) ? Number(value) : value,
  );

/**
 * Fields of `POST /catalog/spreadsheet/items` next to the `file`: the confirmed columns, 0-based
 * (`category` -1 or absent when the sheet has none).
 */
export class SpreadsheetColumnsDto {
  @ToInt()
  @Max(SpreadsheetLimits.maxColumns - 1, { message: SpreadsheetMessages.invalidColumns })
  @Min(0, { message: SpreadsheetMessages.invalidColumns })
  @IsInt({ message: SpreadsheetMessages.invalidColumns })
  name!: number;

  @ToInt()
  @Max(SpreadsheetLimits.maxColumns - 1, { message: SpreadsheetMessages.invalidColumns })
  @Min(0, { message: SpreadsheetMessages.invalidColumns })
  @IsInt({ message: SpreadsheetMessages.invalidColumns })
  price!: number;

  @IsOptional()
  @ToInt()
  @Max(SpreadsheetLimits.maxColumns - 1, { message: SpreadsheetMessages.invalidColumns })
  @Min(-1, { message: SpreadsheetMessages.invalidColumns })
  @IsInt({ message: SpreadsheetMessages.invalidColumns })
  category?: number;
}
