/**
 * The store's ordering options (docs/API.md §6 "Ordering options"): the document of
 * `GET/PUT /store/settings`, the public `ordering` block, defaults, limits and the form's
 * Portuguese messages. The rules live in `domain/` (delivery, opening-hours, pix, order-quote)
 * and their refusal messages beside them; `SettingsMessages` names them too. Browser-safe: no
 * class-validator here (the DTOs are in `settings.ts`).
 */
import { Limits } from './limits';
import { DeliveryMessages, type DeliverySettings } from './domain/delivery/delivery';
import type { NextOpening, OpeningShift } from './domain/opening-hours/opening-hours';
import { OrderQuoteMessages } from './domain/order-quote/order-quote';
import { PIX_KEY_MAX_LENGTH, PixKeyMessages, type PixKeyType } from './domain/pix/pix';

/** Limits of the store settings. Money in centavos. */
export const SettingsLimits = {
  /** Bairros in the delivery fee table. */
  maxNeighbourhoods: 200,
  neighbourhoodNameMaxLength: 60,
  pickupAddressMaxLength: 200,
  /** Opening shifts in a week (up to 4 per day). */
  maxShifts: 28,
  /** EMV BR Code: Merchant Name (ID 59) at most 25, Merchant City (ID 60) at most 15. */
  merchantNameMaxLength: 25,
  merchantCityMaxLength: 15,
  /** DICT: a Pix key has at most 77 characters (an e-mail key). */
  pixKeyMaxLength: PIX_KEY_MAX_LENGTH,
  /** Online Pix (docs/API.md §8): a code's lifetime, in minutes (default 30). */
  pixExpiryMinMinutes: 30,
  pixExpiryMaxMinutes: 1440,
  pixExpiryDefaultMinutes: 30,
  /** Any fee, threshold or minimum, in centavos (R$ 100.000,00, the item price limit). */
  maxMoneyCents: Limits.maxItemPriceCents,
} as const;

/** Pix receiving data, as the BR Code needs it (name ≤ 25 and city ≤ 15, plain ASCII). */
export interface PixSettings {
  enabled: boolean;
  keyType: PixKeyType;
  /** Normalised: CPF/CNPJ without punctuation, e-mail lower-cased, phone "+55…", UUID lower-cased. */
  key: string;
  merchantName: string;
  merchantCity: string;
  /**
   * Online Pix (docs/API.md §8 "Pix online"): lifetime of a payment's code, in minutes
   * (30–1440). The API always answers it (30 when never saved); optional in a `PUT`.
   */
  expiryMinutes?: number;
}

/** How a new order rings in the open panel: once, or again every few seconds until opened. */
export const ALERT_SOUND_MODES = ['once', 'until_accepted'] as const;
export type AlertSoundMode = (typeof ALERT_SOUND_MODES)[number];

/** Thermal paper widths the ticket is laid out for, in mm (58 → 32 columns, 80 → 48). */
export const PRINT_WIDTHS = [58, 80] as const;
export type PrintWidth = (typeof PRINT_WIDTHS)[number];

/**
 * The seller's alerts (docs/API.md §8 "Seller alerts"): the panel's sound, the e-mail of each new
 * order, the ticket's paper width and automatic printing of new orders while the panel is open.
 */
export interface AlertSettings {
  sound: AlertSoundMode;
  emailOnOrder: boolean;
  printWidth: PrintWidth;
  autoPrint: boolean;
}

/**
 * Alerts of a store that never chose (docs/API.md §8): ring until the order is opened or
 * confirmed (a missed order costs more than a repeated sound), no e-mail, 80 mm paper, no
 * automatic printing.
 */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  sound: 'until_accepted',
  emailOnOrder: false,
  printWidth: 80,
  autoPrint: false,
};

/**
 * The whole document of `GET/PUT /store/settings` (docs/API.md §6). Money in reais (2 decimals):
 * `flatFee`, each bairro's `fee`, `freeFrom` (null: never free) and `minimumOrder` (0: none).
 */
export interface StoreSettings {
  delivery: DeliverySettings;
  pickup: { enabled: boolean; address: string };
  minimumOrder: number;
  payment: { pix: PixSettings; cash: { enabled: boolean }; card: { enabled: boolean } };
  /** No shifts = always open. */
  hours: { week: OpeningShift[]; acceptWhenClosed: boolean };
  /** The seller's alerts (docs/API.md §8); `PUT` without it keeps the saved ones. */
  alerts: AlertSettings;
}

/**
 * Defaults for a store that never saved its settings (docs/API.md §6): delivery on with the fee
 * "a combinar", pickup off, no minimum, cash and card on, Pix off, no hours (always open).
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  delivery: { enabled: true, feeMode: 'to_agree', flatFee: 0, neighbourhoods: [], freeFrom: null },
  pickup: { enabled: false, address: '' },
  minimumOrder: 0,
  payment: {
    pix: {
      enabled: false,
      keyType: 'random',
      key: '',
      merchantName: '',
      merchantCity: '',
      expiryMinutes: 30,
    },
    cash: { enabled: true },
    card: { enabled: true },
  },
  hours: { week: [], acceptWhenClosed: false },
  alerts: DEFAULT_ALERT_SETTINGS,
};

/** A fresh copy of the defaults (callers may mutate it). */
export function defaultStoreSettings(): StoreSettings {
  return JSON.parse(JSON.stringify(DEFAULT_STORE_SETTINGS)) as StoreSettings;
}

/**
 * The `ordering` block of `GET /public-catalog/{slug}` (docs/API.md §6): what the cart may offer.
 * Money in reais. `openNow`/`nextOpening` are computed when the answer is built; `hours` (an
 * addition to the contract's list) lets the page recompute them with `openingState` as time
 * passes, and tells whether orders are taken while closed.
 */
export interface PublicOrdering {
  delivery: StoreSettings['delivery'];
  pickup: { enabled: boolean; address: string };
  minimumOrder: number;
  payment: { pix: boolean; cash: boolean; card: boolean };
  openNow: boolean;
  nextOpening: NextOpening | null;
  hours: { week: OpeningShift[]; acceptWhenClosed: boolean };
}

/** Portuguese messages of the settings form and of the order refusals (422). */
export const SettingsMessages = {
  invalidSettings: 'Configurações de pedidos inválidas.',
  invalidAlertSound: 'Escolha como tocar o aviso: tocar uma vez ou tocar até aceitar.',
  invalidPrintWidth: 'Escolha a largura do papel: 58 mm ou 80 mm.',
  invalidBoolean: 'Valor inválido: use ligado ou desligado.',
  invalidMoney: 'Os valores devem ser de R$ 0,00 a R$ 100.000,00, com no máximo 2 casas decimais.',
  invalidFreeFrom:
    'O valor para frete grátis deve ser de R$ 0,01 a R$ 100.000,00 (ou vazio para nunca).',
  invalidFeeMode: 'Escolha como cobrar a entrega: taxa fixa, por bairro ou a combinar.',
  tooManyNeighbourhoods: 'Cadastre no máximo 200 bairros.',
  neighbourhoodsRequired: 'Cadastre ao menos um bairro para cobrar a entrega por bairro.',
  invalidNeighbourhoodName: 'O nome do bairro deve ter de 1 a 60 caracteres.',
  duplicateNeighbourhood: 'Cada bairro pode aparecer só uma vez na tabela.',
  pickupAddressRequired: 'Informe o endereço de retirada (até 200 caracteres).',
  deliveryOrPickupRequired: 'Ative a entrega ou a retirada no local.',
  paymentRequired: 'Ative ao menos uma forma de pagamento.',
  invalidPixKeyType: 'Escolha o tipo da chave Pix: CPF, CNPJ, e-mail, celular ou chave aleatória.',
  invalidPixKey: PixKeyMessages satisfies Record<PixKeyType, string>,
  invalidMerchantName: 'O nome de quem recebe o Pix deve ter de 1 a 25 letras ou números.',
  invalidMerchantCity: 'A cidade de quem recebe o Pix deve ter de 1 a 15 letras.',
  invalidPixExpiry: 'A validade do Pix deve ser um número inteiro de 30 a 1440 minutos.',
  invalidWeekday: 'Dia da semana inválido.',
  invalidTime: 'Horário inválido: use HH:MM, de 00:00 a 23:59.',
  tooManyShifts: 'Cadastre no máximo 28 horários na semana.',
  // 422 refusals of an order (docs/API.md §6 "Orders"), defined beside their rules
  ...DeliveryMessages,
  ...OrderQuoteMessages,
} as const;
