/**
 * Coupons (docs/API.md §8 "Customers and coupons"): the kinds and limits of a coupon, whether it
 * applies to an order and its discount, and the Portuguese messages of coupons and customers.
 * Dependency-free (exported from `@catalogo/contracts/core`), so the public page's cart shows the
 * same discount and refusal as the API, which recomputes everything. Money in integer centavos.
 */
import { formatOrderMoney } from '../money/money';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
/** "percent": `value` is an integer 1–100; "fixed": `value` is reais (> 0). */
export type CouponKind = (typeof COUPON_KINDS)[number];

export const CouponLimits = {
  /** A code: 3–20 of A–Z and 0–9, kept upper case, unique per store (case-insensitive). */
  codePattern: /^[A-Z0-9]{3,20}$/,
  minPercent: 1,
  maxPercent: 100,
  /** Most uses a coupon may allow (total or per customer). */
  maxUses: 1_000_000,
  /** Most coupons one store keeps. */
  maxPerStore: 200,
} as const;

/** Refusals of a coupon (422 on an order, `{valid: false, message}` on a check). */
export const CouponMessages = {
  invalid: 'Cupom inválido.',
  expired: 'Cupom expirado.',
  usedUp: 'Cupom esgotado.',
  firstOrderOnly: 'Cupom válido só para o primeiro pedido.',
  /** "Pedido mínimo para este cupom: R$ 30,00." */
  minimumOrder: (minimumCents: number): string =>
    `Pedido mínimo para este cupom: ${formatOrderMoney(minimumCents)}.`,
  /** A coupon limited per customer or to the first order needs the customer's phone. */
  phoneRequired: 'Informe seu telefone para usar este cupom.',
  // The seller's form (coupon DTO).
  invalidCode: 'Código inválido: use de 3 a 20 letras (A–Z) e números, sem espaços.',
  invalidKind: 'Tipo inválido: use percent ou fixed.',
  invalidPercent: 'Percentual inválido: use um número inteiro de 1 a 100.',
  invalidAmount: 'Valor inválido: use um valor em reais maior que zero, com até 2 casas decimais.',
  invalidMinimumOrder: 'Pedido mínimo inválido: use um valor em reais, com até 2 casas decimais.',
  invalidDate: 'Data inválida: use o formato ISO 8601 (ex.: 2026-05-01T00:00:00-03:00).',
  endsBeforeStart: 'A data final deve ser depois da data inicial.',
  invalidMaxUses: 'Limite de usos inválido: use um número inteiro maior que zero.',
  invalidActive: 'Informe se o cupom está ativo (true ou false).',
  invalidFirstOrderOnly: 'Informe se o cupom vale só para o primeiro pedido (true ou false).',
  duplicateCode: 'Já existe um cupom com este código.',
  notFound: 'Cupom não encontrado.',
  tooMany: 'Limite de 200 cupons por loja atingido.',
  // Customers.
  customerNotFound: 'Cliente não encontrado.',
  invalidCustomerSort: 'Ordenação inválida: use last, orders ou total.',
  invalidCustomerSearch: 'Busca inválida: use até 80 caracteres.',
} as const;

/** A coupon's rules as the pricing reads them (centavos; dates as `Date` or null). */
export interface CouponRule {
  kind: CouponKind;
  /** Percent (1–100) for "percent"; centavos for "fixed". */
  value: number;
  minimumOrderCents: number;
  firstOrderOnly: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  /** Uses so far (orders that took the coupon). */
  uses: number;
}

/** What the check knows about the order and the customer. */
export interface CouponCheckContext {
  /** The items' subtotal, centavos (the delivery fee is never discounted). */
  subtotalCents: number;
  now: Date;
  /** The customer's phone digits, or null when the order has none. */
  phone: string | null;
  /** Earlier orders of the store with that phone (only read when a phone is given). */
  customerOrders: number;
  /** Earlier orders of the store with that phone that took this coupon. */
  customerUses: number;
}

/** The outcome of `checkCoupon`: the discount (centavos) or the refusal to show. */
export type CouponOutcome = { ok: true; discountCents: number } | { ok: false; message: string };

/**
 * The discount of a coupon on an items' subtotal (centavos): `round(subtotal × percent / 100)`
 * (half up on the centavo) or the fixed amount, never more than the subtotal (the total never
 * goes below the delivery fee) nor below zero.
 */
export function couponDiscountCents(
  coupon: Pick<CouponRule, 'kind' | 'value'>,
  subtotalCents: number,
): number {
  const subtotal = Math.max(0, subtotalCents);
  const raw =
    coupon.kind === 'percent' ? Math.round((subtotal * coupon.value) / 100) : coupon.value;
  return Math.min(subtotal, Math.max(0, raw));
}

/**
 * Decides whether a coupon applies, in this order: off or not yet valid → "Cupom inválido.",
 * past `endsAt` → "Cupom expirado.", no use left (total) → "Cupom esgotado.", a phone needed
 * (first order only, or uses per customer) and missing → "Informe seu telefone…", no use left for
 * this customer → "Cupom esgotado.", the customer ordered before (first order only) → "Cupom
 * válido só para o primeiro pedido.", subtotal below the coupon's minimum → "Pedido mínimo para
 * este cupom: R$ X,XX.". Else the discount (`couponDiscountCents`). A missing coupon is the
 * caller's "Cupom inválido.".
 */
export function checkCoupon(coupon: CouponRule, context: CouponCheckContext): CouponOutcome {
  const at = context.now.getTime();
  if (!coupon.active || (coupon.startsAt && at < coupon.startsAt.getTime()))
    return { ok: false, message: CouponMessages.invalid };
  if (coupon.endsAt && at > coupon.endsAt.getTime())
    return { ok: false, message: CouponMessages.expired };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)
    return { ok: false, message: CouponMessages.usedUp };
  const perCustomer = coupon.firstOrderOnly || coupon.maxUsesPerCustomer !== null;
  if (perCustomer && !context.phone) return { ok: false, message: CouponMessages.phoneRequired };
  if (coupon.maxUsesPerCustomer !== null && context.customerUses >= coupon.maxUsesPerCustomer)
    return { ok: false, message: CouponMessages.usedUp };
  if (coupon.firstOrderOnly && context.customerOrders > 0)
    return { ok: false, message: CouponMessages.firstOrderOnly };
  if (context.subtotalCents < coupon.minimumOrderCents)
    return { ok: false, message: CouponMessages.minimumOrder(coupon.minimumOrderCents) };
  return { ok: true, discountCents: couponDiscountCents(coupon, context.subtotalCents) };
}
