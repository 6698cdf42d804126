import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Messages } from './messages';
import { Limits } from './limits';
import { Nested, Trim } from './transforms';
import { IsItemPriceInReais, OptionGroupInputDto } from './options';
import {
  OptionLimits,
  OptionMessages,
  type ItemOptionGroup,
} from './domain/option-pricing/option-pricing';

/**
 * One catalogue item as the seller writes it (docs/API.md §3): name 1–120 characters, category
 * 1–60, price in reais > 0 and ≤ 100000.00 with at most 2 decimals (0 allowed with a required
 * option group), and `optionGroups` (docs/API.md §6 "Options on an item": whole list, at most 10).
 */
export class CatalogItemInputDto {
  @Trim()
  @MaxLength(Limits.itemNameMaxLength, { message: Messages.invalidItemName })
  @MinLength(1, { message: Messages.invalidItemName })
  @IsString({ message: Messages.invalidItemName })
  name!: string;

  /** Reais, e.g. 12.9; 0 only when a group of `optionGroups` is required (min ≥ 1). */
  @IsItemPriceInReais({ message: Messages.invalidItemPrice })
  price!: number;

  @Trim()
  @MaxLength(Limits.itemCategoryMaxLength, { message: Messages.invalidItemCategory })
  @MinLength(1, { message: Messages.invalidItemCategory })
  @IsString({ message: Messages.invalidItemCategory })
  category!: string;

  /**
   * 0–300 characters, trimmed (docs/API.md §6). Optional: a save without it stores `""`; an
   * update without it keeps the item's description.
   */
  @IsOptional()
  @Trim()
  @MaxLength(Limits.itemDescriptionMaxLength, { message: Messages.invalidItemDescription })
  @IsString({ message: Messages.invalidItemDescription })
  description?: string;

  /**
   * The item's option groups, the whole list in order. Groups and options sent back with their
   * `id` keep it; the others are removed. Absent: none on `POST /catalog/save`, the groups left
   * unchanged on `PUT /catalog/{id}` (`[]` removes them all).
   */
  @IsOptional()
  @ArrayMaxSize(OptionLimits.maxGroups, { message: OptionMessages.tooManyGroups })
  @IsArray({ message: OptionMessages.invalidOptionGroups })
  @ValidateNested({ each: true, message: OptionMessages.invalidOptionGroups })
  @Nested(OptionGroupInputDto)
  optionGroups?: OptionGroupInputDto[];
}

/** Body of `PUT /catalog/{id}`: the whole item; `id`, when sent, must equal the path's. */
export class UpdateCatalogItemDto extends CatalogItemInputDto {
  @IsOptional()
  @IsUUID('all', { message: Messages.itemIdMismatch })
  id?: string;

  /** false = "Esgotado" (cannot be ordered). Optional: an update without it keeps the value. */
  @IsOptional()
  @IsBoolean({ message: Messages.invalidItemAvailable })
  available?: boolean;
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
  /** Reais, e.g. 12.9; 0 only with a required option group. */
  price: number;
  category: string;
  /**
   * 0–300 characters; `""` when none. This and the next three fields: docs/API.md §6 "Catalogue
   * items and store look".
   */
  description: string;
  /** false = sold out ("Esgotado"): shown greyed, cannot be ordered. Default true. */
  available: boolean;
  /** Absolute URL of the detail photo (WebP, inside 1080 × 1080), or null. */
  photoUrl: string | null;
  /** Absolute URL of the list thumbnail (WebP, 256 × 256 square), or null. */
  thumbnailUrl: string | null;
  /** Option groups in the seller's order (docs/API.md §6); `[]` when none. */
  optionGroups: ItemOptionGroup[];
}

/** One option of an imported group (docs/API.md §6): `price` in reais, added to the item's. */
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
 * (docs/API.md §6 "Import"); other items have no `optionGroups`.
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
