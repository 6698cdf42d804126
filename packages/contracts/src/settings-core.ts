/**
 * The store's ordering options (docs/API.md §6 "Ordering options"), the dependency-free
 * half: the settings and public `ordering` types, defaults, limits, Portuguese messages, the Pix
 * key and BR Code text rules, and the two pure functions both sides use — `quoteOrder` (fee,
 * total, minimum, refusal) and `openingState` (open now / next opening in America/Sao_Paulo).
 * Browser-safe: no class-validator here (the DTOs are in `settings.ts`).
 */
import { Limits } from './limits';
import { isBrazilianPhone } from './phone';
import {
  OrderLimits,
  OrderPaymentMethodLabels,
  formatOrderMoney,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from './order-core';

/** How the delivery fee is charged. */
export const DELIVERY_FEE_MODES = ['flat', 'by_neighbourhood', 'to_agree'] as const;
export type DeliveryFeeMode = (typeof DELIVERY_FEE_MODES)[number];

/** Types of Pix key (DICT): CPF, CNPJ, e-mail, phone (+55…) and random (EVP, a UUID). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Labels of the Pix key types in the admin form. */
export const PixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

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
  pixKeyMaxLength: 77,
  /** Online Pix (docs/API.md §8): a code's lifetime, in minutes (default 30). */
  pixExpiryMinMinutes: 30,
  pixExpiryMaxMinutes: 1440,
  pixExpiryDefaultMinutes: 30,
  /** Any fee, threshold or minimum, in centavos (R$ 100.000,00, the item price limit). */
  maxMoneyCents: Limits.maxItemPriceCents,
} as const;

/** One bairro of the delivery table; fee in reais. */
export interface Neighbourhood {
  name: string;
  fee: number;
}

/**
 * One opening shift: `day` 0 (Sunday) – 6 (Saturday), local times "HH:MM" in America/Sao_Paulo.
 * A `close` before the `open` runs past midnight into the next day; `close` equal to `open` is a
 * 24-hour shift.
 */
export interface OpeningShift {
  day: number;
  open: string;
  close: string;
}

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
  delivery: {
    enabled: boolean;
    feeMode: DeliveryFeeMode;
    flatFee: number;
    neighbourhoods: Neighbourhood[];
    freeFrom: number | null;
  };
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

/** The next time the store opens: local weekday, local "HH:MM" and the instant (ISO 8601). */
export interface NextOpening {
  day: number;
  time: string;
  at: string;
}

/** Result of `openingState`. `nextOpening` is null while open, or when there are no hours. */
export interface OpeningState {
  openNow: boolean;
  nextOpening: NextOpening | null;
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
  invalidPixKey: {
    cpf: 'CPF da chave Pix inválido: confira os 11 dígitos.',
    cnpj: 'CNPJ da chave Pix inválido: confira os 14 caracteres.',
    email: 'E-mail da chave Pix inválido.',
    phone: 'Celular da chave Pix inválido: informe DDD e número, por exemplo (11) 98765-4321.',
    random: 'Chave aleatória inválida: cole a chave de 36 caracteres do seu banco.',
  } satisfies Record<PixKeyType, string>,
  invalidMerchantName: 'O nome de quem recebe o Pix deve ter de 1 a 25 letras ou números.',
  invalidMerchantCity: 'A cidade de quem recebe o Pix deve ter de 1 a 15 letras.',
  invalidPixExpiry: 'A validade do Pix deve ser um número inteiro de 30 a 1440 minutos.',
  invalidWeekday: 'Dia da semana inválido.',
  invalidTime: 'Horário inválido: use HH:MM, de 00:00 a 23:59.',
  tooManyShifts: 'Cadastre no máximo 28 horários na semana.',
  // 422 refusals of an order (docs/API.md §6 "Orders")
  deliveryNotOffered: 'Esta loja não faz entregas. Escolha retirada no local.',
  pickupNotOffered: 'Esta loja não oferece retirada no local. Escolha entrega.',
  neighbourhoodRequired: 'Informe o bairro para calcular a taxa de entrega.',
  neighbourhoodNotServed: (bairro: string): string => `A loja não entrega no bairro ${bairro}.`,
  paymentNotOffered: (method: OrderPaymentMethod): string =>
    `Esta loja não aceita pagamento com ${OrderPaymentMethodLabels[method].toLowerCase()}.`,
  belowMinimum: (minimumCents: number, missingCents: number): string =>
    `O pedido mínimo é de ${formatOrderMoney(minimumCents)}. Faltam ${formatOrderMoney(missingCents)}.`,
  closed: (when: string | null): string =>
    when
      ? `A loja está fechada agora e abre ${when}. Tente novamente nesse horário.`
      : 'A loja está fechada agora e não está recebendo pedidos.',
} as const;

/** Weekday names, 0 = Sunday (as in the header "Fechado · abre segunda às 11:00"). */
export const WEEKDAY_LABELS = [
  'domingo',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
] as const;

/** "HH:MM", 00:00–23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------------------------------------
// Normalisation and checks (used by the DTOs and by the web form)

/** Lower case, accents removed, inner spaces collapsed, trimmed: "  São   João " → "sao joao". */
export function normaliseNeighbourhood(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text for the BR Code's merchant name and city (EMV "ans" subset that every bank app reads):
 * accents stripped ("São Paulo" → "Sao Paulo"), only letters, digits, spaces and `. - &`, spaces
 * collapsed, trimmed. Case is kept.
 */
export function normalisePixText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .&-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The stored form of a Pix key of that type: CPF digits, CNPJ upper-case without punctuation,
 * e-mail trimmed and lower-cased, phone "+55" + DDD + number (a mask, a leading 0 or 55
 * stripped), random key lower-cased. Non-strings are returned unchanged (the type check rejects
 * them).
 */
export function normalisePixKey(type: unknown, key: unknown): unknown {
  if (typeof key !== 'string') return key;
  const k = key.trim();
  switch (type) {
    case 'cpf':
      return /^[\d.\-\s]+$/.test(k) ? k.replace(/\D/g, '') : k;
    case 'cnpj':
      return k.toUpperCase().replace(/[.\-/\s]/g, '');
    case 'email':
      return k.toLowerCase();
    case 'phone': {
      if (!/^\+?[\d\s().-]+$/.test(k)) return k;
      let digits = k.replace(/\D/g, '');
      if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
      else if (digits.length >= 11 && digits.startsWith('0')) digits = digits.slice(1);
      return `+55${digits}`;
    }
    case 'random':
      return k.toLowerCase();
    default:
      return k;
  }
}

/** CPF with valid check digits (11 digits, not all equal). */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = [...cpf].map(Number);
  const check = (n: number): number => {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += d[i] * (n + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/**
 * CNPJ with valid check digits: 14 digits, or the alphanumeric CNPJ of Receita Federal (from July
 * 2026: 12 characters `0-9A-Z` then 2 digits; each character weighs its ASCII code minus 48).
 */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const v = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const check = (n: number): number => {
    let sum = 0;
    let weight = n - 7;
    for (let i = 0; i < n; i += 1) {
      sum += v[i] * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === v[12] && check(13) === v[13];
}

const PIX_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True when `key` (already normalised, see `normalisePixKey`) is a valid key of that type. */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  switch (type) {
    case 'cpf':
      return isValidCpf(key);
    case 'cnpj':
      return isValidCnpj(key);
    case 'email':
      return key.length <= SettingsLimits.pixKeyMaxLength && PIX_EMAIL.test(key);
    case 'phone':
      return /^\+55\d{10,11}$/.test(key) && isBrazilianPhone(key.slice(3));
    case 'random':
      return UUID.test(key);
  }
}

// ---------------------------------------------------------------------------------------------
// Opening hours (America/Sao_Paulo)

const WEEK_MINUTES = 7 * 1440;
const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};
let localParts: Intl.DateTimeFormat | undefined;

/** Minutes since local Sunday 00:00 in America/Sao_Paulo (0 – 10079), via Intl. */
export function localMinuteOfWeek(now: Date): number {
  localParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OrderLimits.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of localParts.formatToParts(now)) {
    if (part.type === 'weekday') day = WEEKDAY_INDEX[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return day * 1440 + hour * 60 + minute;
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Whether the store is open at `now` and, when closed, its next opening (America/Sao_Paulo, Intl;
 * no time-zone library). A shift whose close is before its open runs past midnight into the next
 * day (Saturday 18:00–02:00 is open on Sunday at 01:00); close equal to open is 24 hours. No
 * shifts → always open.
 */
export function openingState(hours: { week: readonly OpeningShift[] }, now: Date): OpeningState {
  if (hours.week.length === 0) return { openNow: true, nextOpening: null };
  const current = localMinuteOfWeek(now);
  let wait = Infinity;
  let next: OpeningShift | null = null;
  for (const shift of hours.week) {
    const start = shift.day * 1440 + toMinutes(shift.open);
    const length = (toMinutes(shift.close) - toMinutes(shift.open) + 1440) % 1440 || 1440;
    const since = (current - start + WEEK_MINUTES) % WEEK_MINUTES;
    if (since < length) return { openNow: true, nextOpening: null };
    const until = WEEK_MINUTES - since;
    if (until < wait) {
      wait = until;
      next = shift;
    }
  }
  if (!next) return { openNow: true, nextOpening: null };
  const startOfMinute = Math.floor(now.getTime() / 60000) * 60000;
  return {
    openNow: false,
    nextOpening: {
      day: next.day,
      time: next.open,
      at: new Date(startOfMinute + wait * 60000).toISOString(),
    },
  };
}

/**
 * "hoje às 18:00", "amanhã às 11:00" or "segunda às 11:00" for a next opening seen at `now`
 * (local days, America/Sao_Paulo).
 */
export function formatNextOpening(next: NextOpening, now: Date): string {
  const current = localMinuteOfWeek(now);
  const wait = Math.max(0, Math.round((Date.parse(next.at) - now.getTime()) / 60000));
  const daysAhead = Math.floor(((current % 1440) + wait) / 1440);
  const day = daysAhead === 0 ? 'hoje' : daysAhead === 1 ? 'amanhã' : WEEKDAY_LABELS[next.day];
  return `${day} às ${next.time}`;
}

/** The header line: "Aberto agora", "Fechado · abre amanhã às 11:00" or "Fechado". */
export function openingLabel(state: OpeningState, now: Date): string {
  if (state.openNow) return 'Aberto agora';
  return state.nextOpening
    ? `Fechado · abre ${formatNextOpening(state.nextOpening, now)}`
    : 'Fechado';
}

// ---------------------------------------------------------------------------------------------
// Public block and order quote

/** The public `ordering` block of a store's settings at `now` (no Pix key or other private data). */
export function toPublicOrdering(settings: StoreSettings, now: Date): PublicOrdering {
  const state = openingState(settings.hours, now);
  return {
    delivery: settings.delivery,
    pickup: settings.pickup,
    minimumOrder: settings.minimumOrder,
    payment: {
      pix: settings.payment.pix.enabled,
      cash: settings.payment.cash.enabled,
      card: settings.payment.card.enabled,
    },
    openNow: state.openNow,
    nextOpening: state.nextOpening,
    hours: settings.hours,
  };
}

/** Why a store refuses an order (the API answers 422 with `message`). */
export type OrderRefusalCode =
  | 'closed'
  | 'fulfilment_not_offered'
  | 'neighbourhood_required'
  | 'neighbourhood_not_served'
  | 'payment_not_offered'
  | 'below_minimum';

export interface OrderRefusal {
  code: OrderRefusalCode;
  /** Portuguese, shown to the customer as is. */
  message: string;
}

/** What the cart (or the API) knows of the order being placed. */
export interface OrderQuoteInput {
  /** Sum of the lines, centavos. */
  subtotalCents: number;
  fulfilment: OrderFulfilment;
  /** The delivery bairro (from the CEP look-up or typed); matched case- and accent-insensitively. */
  bairro?: string | null;
  /** Not yet chosen in the cart: null/undefined (no payment refusal then). */
  paymentMethod?: OrderPaymentMethod | null;
}

/** Result of `quoteOrder`. Money in centavos. */
export interface OrderQuote {
  deliveryFeeCents: number;
  /** subtotal + deliveryFee. */
  totalCents: number;
  /** Delivery fee waived because the subtotal reached `freeFrom` ("Frete grátis"). */
  freeDelivery: boolean;
  /** Delivery with the fee "a combinar" (0 here, agreed with the seller). */
  feeToAgree: boolean;
  /** How much is missing to the minimum order (0 when reached). */
  minimumMissingCents: number;
  /** The first rule that refuses the order, or null. */
  refusal: OrderRefusal | null;
}

/** Input of `quoteOrder`: the public block (or `toPublicOrdering` of the settings). */
export type OrderingRules = Pick<
  PublicOrdering,
  'delivery' | 'pickup' | 'minimumOrder' | 'payment' | 'openNow' | 'nextOpening' | 'hours'
>;

const cents = (reais: number): number => Math.round(reais * 100);

/**
 * The fee, total and refusal of an order under the store's rules (docs/API.md §6). One function
 * for the cart and the API, so the total shown is the total charged; the API is the judge.
 * Refusals, first one wins: closed (when `openNow` is false and orders are not taken while closed;
 * `now` only words the next opening), fulfilment not offered, bairro missing or not served
 * (fee by bairro), payment not offered, below the minimum (of the subtotal). Free delivery applies
 * when the subtotal reaches `freeFrom`. Fees are never negative.
 */
export function quoteOrder(
  ordering: OrderingRules,
  input: OrderQuoteInput,
  now: Date = new Date(),
): OrderQuote {
  const subtotal = input.subtotalCents;
  let fee = 0;
  let feeToAgree = false;
  let freeDelivery = false;
  let refusal: OrderRefusal | null = null;
  const refuse = (code: OrderRefusalCode, message: string): void => {
    refusal ??= { code, message };
  };

  if (!ordering.openNow && !ordering.hours.acceptWhenClosed)
    refuse(
      'closed',
      SettingsMessages.closed(
        ordering.nextOpening ? formatNextOpening(ordering.nextOpening, now) : null,
      ),
    );

  if (input.fulfilment === 'delivery') {
    const delivery = ordering.delivery;
    if (!delivery.enabled) refuse('fulfilment_not_offered', SettingsMessages.deliveryNotOffered);
    else if (delivery.feeMode === 'flat') fee = cents(delivery.flatFee);
    else if (delivery.feeMode === 'to_agree') feeToAgree = true;
    else {
      const wanted = normaliseNeighbourhood(input.bairro ?? '');
      const row = wanted
        ? delivery.neighbourhoods.find((n) => normaliseNeighbourhood(n.name) === wanted)
        : undefined;
      if (!wanted) refuse('neighbourhood_required', SettingsMessages.neighbourhoodRequired);
      else if (!row)
        refuse(
          'neighbourhood_not_served',
          SettingsMessages.neighbourhoodNotServed((input.bairro ?? '').trim()),
        );
      else fee = cents(row.fee);
    }
    if (
      delivery.enabled &&
      delivery.freeFrom !== null &&
      subtotal >= cents(delivery.freeFrom) &&
      (fee > 0 || feeToAgree)
    ) {
      fee = 0;
      feeToAgree = false;
      freeDelivery = true;
    }
  } else if (!ordering.pickup.enabled) {
    refuse('fulfilment_not_offered', SettingsMessages.pickupNotOffered);
  }

  if (input.paymentMethod && !ordering.payment[input.paymentMethod])
    refuse('payment_not_offered', SettingsMessages.paymentNotOffered(input.paymentMethod));

  const minimum = cents(ordering.minimumOrder);
  const missing = Math.max(0, minimum - subtotal);
  if (missing > 0) refuse('below_minimum', SettingsMessages.belowMinimum(minimum, missing));

  fee = Math.max(0, fee);
  return {
    deliveryFeeCents: fee,
    totalCents: subtotal + fee,
    freeDelivery,
    feeToAgree,
    minimumMissingCents: missing,
    refusal,
  };
}
