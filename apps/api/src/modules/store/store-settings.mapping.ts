import {
  DEFAULT_ALERT_SETTINGS,
  SettingsLimits,
  defaultStoreSettings,
  reaisToCents,
  type AlertSettings,
  type StoreSettings,
} from '@catalogo/contracts/core';

/**
 * The settings document as stored in `store_settings.settings` (jsonb): the API's shape with
 * every amount in integer centavos (docs/API.md §2: money is centavos in the database).
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
  /** Absent in documents saved before the alerts existed (docs/API.md §8): the defaults apply. */
  alerts?: AlertSettings;
}

/**
 * API document (reais) → stored document (centavos). Only known fields are copied; without
 * `alerts` the document keeps none (the defaults then apply when read).
 */
export function toStoredSettings(
  s: Omit<StoreSettings, 'alerts'> & { alerts?: AlertSettings },
): StoredStoreSettings {
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
        // docs/API.md §8 "Pix online": the code's lifetime (absent in a PUT: the default).
        expiryMinutes: s.payment.pix.expiryMinutes ?? SettingsLimits.pixExpiryDefaultMinutes,
      },
      cash: { enabled: s.payment.cash.enabled },
      card: { enabled: s.payment.card.enabled },
    },
    hours: {
      week: s.hours.week.map((h) => ({ day: h.day, open: h.open, close: h.close })),
      acceptWhenClosed: s.hours.acceptWhenClosed,
    },
    ...(s.alerts
      ? {
          alerts: {
            sound: s.alerts.sound,
            emailOnOrder: s.alerts.emailOnOrder,
            printWidth: s.alerts.printWidth,
            autoPrint: s.alerts.autoPrint,
          },
        }
      : {}),
  };
}

/** The alerts of a stored document (the defaults for a document saved before they existed). */
export function alertsOf(stored: StoredStoreSettings | null | undefined): AlertSettings {
  return { ...DEFAULT_ALERT_SETTINGS, ...(stored?.alerts ?? {}) };
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
    payment: {
      ...stored.payment,
      pix: {
        ...stored.payment.pix,
        // Documents saved before the online Pix have no lifetime: the default.
        expiryMinutes: stored.payment.pix.expiryMinutes ?? SettingsLimits.pixExpiryDefaultMinutes,
      },
    },
    hours: stored.hours,
    alerts: alertsOf(stored),
  };
}
