import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsOptional,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  buildMessage,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { hasAtMostTwoDecimals } from './domain/money/money';
import { Nested, Trim } from './transforms';
import {
  ALERT_SOUND_MODES,
  PRINT_WIDTHS,
  SettingsLimits,
  SettingsMessages,
  type AlertSettings,
  type AlertSoundMode,
  type PrintWidth,
  type StoreSettings,
} from './settings-core';
import {
  DELIVERY_FEE_MODES,
  normaliseNeighbourhood,
  type DeliveryFeeMode,
} from './domain/delivery/delivery';
import { TIME_PATTERN } from './domain/opening-hours/opening-hours';
import {
  PIX_KEY_TYPES,
  isValidPixKey,
  normalisePixKey,
  normalisePixText,
  type PixKeyType,
} from './domain/pix/pix';

/** Property must be reais: a number 0 – 100000.00 with at most 2 decimals (`min` in reais). */
function IsMoneyInReais(min: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMoneyInReais',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          value >= min &&
          value * 100 <= SettingsLimits.maxMoneyCents + 1e-6 &&
          hasAtMostTwoDecimals(value),
        defaultMessage: buildMessage(() => '$property must be an amount in reais', options),
      },
    },
    options,
  );
}

/** A rule on the whole object the property belongs to (cross-field checks). */
function ObjectRule(
  name: string,
  rule: (object: Record<string, unknown>, value: unknown) => boolean,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          rule((args?.object ?? {}) as Record<string, unknown>, value),
        defaultMessage: buildMessage(() => `$property fails ${name}`, options),
      },
    },
    options,
  );
}

const enabled = (part: unknown): boolean =>
  typeof part === 'object' && part !== null && (part as { enabled?: unknown }).enabled === true;

/** One bairro of the delivery table: name 1–60 (trimmed), fee in reais 0–100000.00. */
export class NeighbourhoodDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value,
  )
  @MaxLength(SettingsLimits.neighbourhoodNameMaxLength, {
    message: SettingsMessages.invalidNeighbourhoodName,
  })
  @MinLength(1, { message: SettingsMessages.invalidNeighbourhoodName })
  @IsString({ message: SettingsMessages.invalidNeighbourhoodName })
  name!: string;

  @IsMoneyInReais(0, { message: SettingsMessages.invalidMoney })
  fee!: number;
}

/**
 * Delivery: on/off, fee mode, flat fee (reais), bairro table (≤ 200, names unique case- and
 * accent-insensitively; at least one when the mode is by bairro and delivery is on) and
 * `freeFrom` (reais ≥ 0.01, or null for never).
 */
export class DeliverySettingsDto {
  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  enabled!: boolean;

  @IsIn(DELIVERY_FEE_MODES, { message: SettingsMessages.invalidFeeMode })
  feeMode!: DeliveryFeeMode;

  @IsMoneyInReais(0, { message: SettingsMessages.invalidMoney })
  flatFee!: number;

  @ObjectRule(
    'neighbourhoodsRequired',
    (o, value) =>
      !(o.enabled === true && o.feeMode === 'by_neighbourhood') ||
      (Array.isArray(value) && value.length > 0),
    { message: SettingsMessages.neighbourhoodsRequired },
  )
  @ObjectRule(
    'uniqueNeighbourhoods',
    (_o, value) => {
      if (!Array.isArray(value)) return true;
      const names = value
        .map((n: unknown) => (n as { name?: unknown } | null)?.name)
        .filter((n): n is string => typeof n === 'string')
        .map(normaliseNeighbourhood);
      return new Set(names).size === names.length;
    },
    { message: SettingsMessages.duplicateNeighbourhood },
  )
  @ArrayMaxSize(SettingsLimits.maxNeighbourhoods, {
    message: SettingsMessages.tooManyNeighbourhoods,
  })
  @IsArray({ message: SettingsMessages.invalidNeighbourhoodName })
  @ValidateNested({ each: true })
  @Nested(NeighbourhoodDto)
  neighbourhoods!: NeighbourhoodDto[];

  @ValidateIf((_o, value) => value !== null)
  @IsMoneyInReais(0.01, { message: SettingsMessages.invalidFreeFrom })
  freeFrom!: number | null;
}

/** Pickup: on/off and the address (1–200 when on; may be empty when off). */
export class PickupSettingsDto {
  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  enabled!: boolean;

  @Trim()
  @ValidateIf((o: PickupSettingsDto) => o.enabled === true || typeof o.address !== 'string')
  @MaxLength(SettingsLimits.pickupAddressMaxLength, {
    message: SettingsMessages.pickupAddressRequired,
  })
  @MinLength(1, { message: SettingsMessages.pickupAddressRequired })
  @IsString({ message: SettingsMessages.pickupAddressRequired })
  address!: string;
}

/** A filled field of a Pix block is checked even while Pix is off; empty ones only when on. */
const pixFieldChecked = (o: PixSettingsDto, value: unknown): boolean =>
  o.enabled === true || value !== '';

/**
 * Pix: key type and key (checked against its type: CPF/CNPJ check digits, e-mail, +55 phone,
 * random = UUID; normalised before the check), merchant name (≤ 25) and city (≤ 15), accents
 * stripped to the EMV character set.
 */
export class PixSettingsDto {
  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  enabled!: boolean;

  @IsIn(PIX_KEY_TYPES, { message: SettingsMessages.invalidPixKeyType })
  keyType!: PixKeyType;

  @Transform(({ value, obj }: { value: unknown; obj: Record<string, unknown> }) =>
    normalisePixKey(obj.keyType, value),
  )
  @ValidateIf(pixFieldChecked)
  @ObjectRule(
    'isPixKeyOfType',
    (o, value) =>
      typeof value === 'string' &&
      (PIX_KEY_TYPES as readonly unknown[]).includes(o.keyType) &&
      isValidPixKey(o.keyType as PixKeyType, value),
    {
      message: (args: ValidationArguments) =>
        SettingsMessages.invalidPixKey[
          (args.object as { keyType?: PixKeyType }).keyType ?? 'random'
        ] ?? SettingsMessages.invalidPixKeyType,
    },
  )
  key!: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalisePixText(value) : value,
  )
  @ValidateIf(pixFieldChecked)
  @MaxLength(SettingsLimits.merchantNameMaxLength, {
    message: SettingsMessages.invalidMerchantName,
  })
  @MinLength(1, { message: SettingsMessages.invalidMerchantName })
  @IsString({ message: SettingsMessages.invalidMerchantName })
  merchantName!: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalisePixText(value) : value,
  )
  @ValidateIf(pixFieldChecked)
  @MaxLength(SettingsLimits.merchantCityMaxLength, {
    message: SettingsMessages.invalidMerchantCity,
  })
  @MinLength(1, { message: SettingsMessages.invalidMerchantCity })
  @IsString({ message: SettingsMessages.invalidMerchantCity })
  merchantCity!: string;

  /** Online Pix: the code's lifetime in minutes, 30–1440 (absent: 30). */
  @IsOptional()
  @Max(SettingsLimits.pixExpiryMaxMinutes, { message: SettingsMessages.invalidPixExpiry })
  @Min(SettingsLimits.pixExpiryMinMinutes, { message: SettingsMessages.invalidPixExpiry })
  @IsInt({ message: SettingsMessages.invalidPixExpiry })
  expiryMinutes?: number;
}

/** A payment method that is only on or off. */
export class PaymentToggleDto {
  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  enabled!: boolean;
}

/** Payment methods: Pix, cash, card on delivery; at least one on. */
export class PaymentSettingsDto {
  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(PixSettingsDto)
  pix!: PixSettingsDto;

  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(PaymentToggleDto)
  cash!: PaymentToggleDto;

  @ObjectRule('paymentRequired', (o) => enabled(o.pix) || enabled(o.cash) || enabled(o.card), {
    message: SettingsMessages.paymentRequired,
  })
  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(PaymentToggleDto)
  card!: PaymentToggleDto;
}

/** One opening shift: day 0 (Sunday) – 6, "HH:MM" open and close (close < open = past midnight). */
export class OpeningShiftDto {
  @Max(6, { message: SettingsMessages.invalidWeekday })
  @Min(0, { message: SettingsMessages.invalidWeekday })
  @IsInt({ message: SettingsMessages.invalidWeekday })
  day!: number;

  @Matches(TIME_PATTERN, { message: SettingsMessages.invalidTime })
  @IsString({ message: SettingsMessages.invalidTime })
  open!: string;

  @Matches(TIME_PATTERN, { message: SettingsMessages.invalidTime })
  @IsString({ message: SettingsMessages.invalidTime })
  close!: string;
}

/** Opening hours (America/Sao_Paulo; none = always open) and whether orders come in while closed. */
export class HoursSettingsDto {
  @ArrayMaxSize(SettingsLimits.maxShifts, { message: SettingsMessages.tooManyShifts })
  @IsArray({ message: SettingsMessages.invalidTime })
  @ValidateNested({ each: true })
  @Nested(OpeningShiftDto)
  week!: OpeningShiftDto[];

  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  acceptWhenClosed!: boolean;
}

/** The seller's alerts (docs/API.md §8): sound mode, e-mail per order, paper width, auto print. */
export class AlertSettingsDto implements AlertSettings {
  @IsIn(ALERT_SOUND_MODES, { message: SettingsMessages.invalidAlertSound })
  sound!: AlertSoundMode;

  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  emailOnOrder!: boolean;

  @IsIn(PRINT_WIDTHS, { message: SettingsMessages.invalidPrintWidth })
  printWidth!: PrintWidth;

  @IsBoolean({ message: SettingsMessages.invalidBoolean })
  autoPrint!: boolean;
}

/**
 * Body of `PUT /store/settings` (docs/API.md §6 "Ordering options"), the whole document; the
 * admin form validates with the same classes. Money in reais. Delivery or pickup must be on.
 */
export class StoreSettingsDto implements Omit<StoreSettings, 'alerts'> {
  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(DeliverySettingsDto)
  delivery!: DeliverySettingsDto;

  @ObjectRule('deliveryOrPickup', (o) => enabled(o.delivery) || enabled(o.pickup), {
    message: SettingsMessages.deliveryOrPickupRequired,
  })
  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(PickupSettingsDto)
  pickup!: PickupSettingsDto;

  @IsMoneyInReais(0, { message: SettingsMessages.invalidMoney })
  minimumOrder!: number;

  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(PaymentSettingsDto)
  payment!: PaymentSettingsDto;

  @IsObject({ message: SettingsMessages.invalidSettings })
  @IsDefined({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(HoursSettingsDto)
  hours!: HoursSettingsDto;

  /** Optional: absent keeps the saved alerts (forms written before it still save). */
  @IsOptional()
  @IsObject({ message: SettingsMessages.invalidSettings })
  @ValidateNested()
  @Nested(AlertSettingsDto)
  alerts?: AlertSettingsDto;
}
