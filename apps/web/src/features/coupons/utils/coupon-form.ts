import type { Resolver } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { CouponDto } from '@catalogo/contracts';
import {
  CouponMessages,
  formatOrderMoney,
  reaisToCents,
  type Coupon,
  type CouponKind,
} from '@catalogo/contracts/core';
import type { CouponBody } from '../api/coupons';

/**
 * The coupon sheet's form (docs/API.md §8) as typed: money as "10,50", dates as the date
 * inputs' "2026-05-01" (Brasília days), limits as digits; empty means none.
 */
export interface CouponForm {
  code: string;
  kind: CouponKind;
  value: string;
  minimumOrder: string;
  firstOrderOnly: boolean;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

export const emptyCouponForm: CouponForm = {
  code: '',
  kind: 'percent',
  value: '',
  minimumOrder: '',
  firstOrderOnly: false,
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  active: true,
};

/** "10", "10,5", "1.234,50" or "10.50" → 10.5; empty → null; anything else → NaN. */
export function parseReais(text: string): number | null {
  const value = text.trim().replace(/^R\$\s*/i, '');
  if (value === '') return null;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value))
    return Number(value.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d{1,2})?$/.test(value)) return Number(value.replace(',', '.'));
  if (/^\d+(\.\d{1,2})?$/.test(value)) return Number(value);
  return Number.NaN;
}

const parseCount = (text: string): number | null =>
  text.trim() === '' ? null : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** A Brasília day's first or last instant, ISO 8601 with its offset. */
const dayStart = (day: string) => `${day}T00:00:00-03:00`;
const dayEnd = (day: string) => `${day}T23:59:59-03:00`;

const brasiliaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** ISO instant → its Brasília day "2026-05-01" (the date input's value); null → "". */
export function dayOf(iso: string | null): string {
  return iso ? brasiliaDay.format(new Date(iso)) : '';
}

/** The API body of a typed form: trimmed, upper case code, reais, Brasília days, nulls. */
export function toCouponBody(form: CouponForm): CouponBody {
  const value = parseReais(form.value);
  return {
    code: form.code.trim().toUpperCase(),
    kind: form.kind,
    value: value ?? Number.NaN,
    minimumOrder: parseReais(form.minimumOrder) ?? 0,
    firstOrderOnly: form.firstOrderOnly,
    startsAt: form.startsAt ? dayStart(form.startsAt) : null,
    endsAt: form.endsAt ? dayEnd(form.endsAt) : null,
    maxUses: parseCount(form.maxUses),
    maxUsesPerCustomer: parseCount(form.maxUsesPerCustomer),
    active: form.active,
  };
}

/** The form of a saved coupon (for "Editar"). */
export function toCouponForm(coupon: Coupon): CouponForm {
  const money = (reais: number) => (reais === 0 ? '' : String(reais).replace('.', ','));
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : money(coupon.value),
    minimumOrder: money(coupon.minimumOrder),
    firstOrderOnly: coupon.firstOrderOnly,
    startsAt: dayOf(coupon.startsAt),
    endsAt: dayOf(coupon.endsAt),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
    active: coupon.active,
  };
}

const dtoResolver = classValidatorResolver(CouponDto);

/**
 * Validates the API body of the typed form with `CouponDto` (the server's own rules and
 * messages; the form and the DTO share their field names) and that the end is after the start.
 */
export const couponResolver: Resolver<CouponForm> = async (values, context, options) => {
  const body = toCouponBody(values);
  const { errors } = await dtoResolver(
    body as unknown as Parameters<typeof dtoResolver>[0],
    context,
    options as unknown as Parameters<typeof dtoResolver>[2],
  );
  const all = { ...errors } as Record<string, { type: string; message: string }>;
  if (body.startsAt && body.endsAt && body.endsAt < body.startsAt && !all.endsAt)
    all.endsAt = { type: 'order', message: CouponMessages.endsBeforeStart };
  return Object.keys(all).length > 0
    ? { values: {}, errors: all as never }
    : { values, errors: {} };
};

const shortDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "10% de desconto" or "R$ 5,00 de desconto". */
export function discountText(coupon: Pick<Coupon, 'kind' | 'value'>): string {
  return coupon.kind === 'percent'
    ? `${coupon.value}% de desconto`
    : `${formatOrderMoney(reaisToCents(coupon.value))} de desconto`;
}

/** The coupon's rules in short: "pedido mínimo R$ 30,00 · só no primeiro pedido · até 10 usos…". */
export function rulesText(coupon: Coupon): string {
  const parts: string[] = [];
  if (coupon.minimumOrder > 0)
    parts.push(`pedido mínimo ${formatOrderMoney(reaisToCents(coupon.minimumOrder))}`);
  if (coupon.firstOrderOnly) parts.push('só no primeiro pedido');
  if (coupon.maxUses !== null) parts.push(`até ${coupon.maxUses} usos`);
  if (coupon.maxUsesPerCustomer !== null)
    parts.push(
      coupon.maxUsesPerCustomer === 1
        ? '1 por cliente'
        : `${coupon.maxUsesPerCustomer} por cliente`,
    );
  if (coupon.startsAt) parts.push(`a partir de ${shortDay.format(new Date(coupon.startsAt))}`);
  if (coupon.endsAt) parts.push(`até ${shortDay.format(new Date(coupon.endsAt))}`);
  return parts.join(' · ');
}
