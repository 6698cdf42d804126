import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Messages } from './messages';
import { Limits } from './limits';
import { Trim } from './transforms';
import { IsPriceInReais } from './validators';

/**
 * One catalogue item as the seller writes it (CONTRACT.md §3): name 1–120 characters, category
 * 1–60, price in reais > 0 and ≤ 100000.00 with at most 2 decimals.
 */
export class CatalogItemInputDto {
  @Trim()
  @MaxLength(Limits.itemNameMaxLength, { message: Messages.invalidItemName })
  @MinLength(1, { message: Messages.invalidItemName })
  @IsString({ message: Messages.invalidItemName })
  name!: string;

  /** Reais, e.g. 12.9. */
  @IsPriceInReais({ message: Messages.invalidItemPrice })
  price!: number;

  @Trim()
  @MaxLength(Limits.itemCategoryMaxLength, { message: Messages.invalidItemCategory })
  @MinLength(1, { message: Messages.invalidItemCategory })
  @IsString({ message: Messages.invalidItemCategory })
  category!: string;
}

/** Body of `PUT /catalog/{id}`: the whole item; `id`, when sent, must equal the path's. */
export class UpdateCatalogItemDto extends CatalogItemInputDto {
  @IsOptional()
  @IsUUID('all', { message: Messages.itemIdMismatch })
  id?: string;
}

/** Body of `POST /catalog/process`. */
export class ProcessCatalogDto {
  @MaxLength(Limits.aiProcessingMaxInputChars, { message: Messages.inputTooLong })
  @MinLength(1, { message: Messages.inputRequired })
  @IsString({ message: Messages.inputRequired })
  inputData!: string;
}

/** A catalogue item as the API answers it. */
export interface CatalogItem {
  id: string;
  name: string;
  /** Reais, e.g. 12.9. */
  price: number;
  category: string;
}

/** One option of an imported group (CONTRACT.md §6): `price` in reais, added to the item's. */
export interface ProcessedOption {
  name: string;
  price: number;
  available: boolean;
}

/** An option group read from a list or spreadsheet, not yet saved (no ids). */
export interface ProcessedOptionGroup {
  name: string;
  min: number;
  max: number;
  priceRule: 'sum' | 'highest' | 'average';
  options: ProcessedOption[];
}

/**
 * An item produced by `POST /catalog/process`, not yet saved. A product sold in several sizes
 * ("Pizza Calabresa P 35 / M 45 / G 55") has `price` 0 and one required "Tamanho" group
 * (CONTRACT.md §6 "Import"); other items have no `optionGroups`.
 */
export interface ProcessedItem {
  name: string;
  price: number;
  category: string;
  optionGroups?: ProcessedOptionGroup[];
}

/** Answer of `POST /catalog/process`. */
export interface ProcessCatalogResponse {
  items: ProcessedItem[];
}
