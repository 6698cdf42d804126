import { defaultStoreSettings, reaisToCents, type StoreSettings } from '@catalogo/contracts/core';

/**
 * The settings document as stored in `store_settings.settings` (jsonb): the API's shape with
 * every amount in integer centavos (CONTRACT.md §2: money is centavos in the database).
 */
export interface StoredStoreSettings {
  delivery: {
    enabled: boolean;
    feeMode: StoreSettings['delivery']['feeMode'];
    flatFeeCents: number;
    neighbourhoods: { name: string; feeCents: number }[];
    freeFromCents: number | null;
  };
  pickup: StoreSettings['pickup'];
  minimumOrderCents: number;
  payment: StoreSettings['payment'];
  hours: StoreSettings['hours'];
}

/** API document (reais) → stored document (centavos). Only known fields are copied. */
export function toStoredSettings(s: StoreSettings): StoredStoreSettings {
  return {
    delivery: {
      enabled: s.delivery.enabled,
      feeMode: s.delivery.feeMode,
      flatFeeCents: reaisToCents(s.delivery.flatFee),
      neighbourhoods: s.delivery.neighbourhoods.map((n) => ({
        name: n.name,
        feeCents: reaisToCents(n.fee),
      })),
      freeFromCents: s.delivery.freeFrom === null ? null : reaisToCents(s.delivery.freeFrom),
    },
    pickup: { enabled: s.pickup.enabled, address: s.pickup.address },
    minimumOrderCents: reaisToCents(s.minimumOrder),
    payment: {
      pix: {
        enabled: s.payment.pix.enabled,
        keyType: s.payment.pix.keyType,
        key: s.payment.pix.key,
        merchantName: s.payment.pix.merchantName,
        merchantCity: s.payment.pix.merchantCity,
      },
      cash: { enabled: s.payment.cash.enabled },
      card: { enabled: s.payment.card.enabled },
    },
    hours: {
      week: s.hours.week.map((h) => ({ day: h.day, open: h.open, close: h.close })),
      acceptWhenClosed: s.hours.acceptWhenClosed,
    },
  };
}

/** Stored document (centavos) → API document (reais); null (no row) → the contract's defaults. */
export function fromStoredSettings(stored: StoredStoreSettings | null | undefined): StoreSettings {
  if (!stored) return defaultStoreSettings();
  return {
    delivery: {
      enabled: stored.delivery.enabled,
      feeMode: stored.delivery.feeMode,
      flatFee: stored.delivery.flatFeeCents / 100,
      neighbourhoods: stored.delivery.neighbourhoods.map((n) => ({
        name: n.name,
        fee: n.feeCents / 100,
      })),
      freeFrom: stored.delivery.freeFromCents === null ? null : stored.delivery.freeFromCents / 100,
    },
    pickup: stored.pickup,
    minimumOrder: stored.minimumOrderCents / 100,
    payment: stored.payment,
    hours: stored.hours,
  };
}
