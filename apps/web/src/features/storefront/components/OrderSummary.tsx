import { CircleAlert } from '@/components/icons';
import {
  SettingsMessages,
  reaisToCents,
  type OrderFulfilment,
  type OrderQuote,
  type PublicOrdering,
} from '@catalogo/contracts/core';
import { formatMoney } from '../utils/money';

const brl = (cents: number): string => formatMoney(cents / 100);

/** The delivery fee as the cart shows it, or null when there is no fee line to show. */
export function deliveryFeeText(
  ordering: PublicOrdering,
  fulfilment: OrderFulfilment,
  quote: OrderQuote,
): string | null {
  if (fulfilment !== 'delivery' || !ordering.delivery.enabled) return null;
  if (quote.freeDelivery) return 'Frete grátis';
  if (quote.feeToAgree) return 'A combinar';
  if (quote.refusal?.code === 'neighbourhood_required') return 'Informe o bairro';
  if (quote.refusal?.code === 'neighbourhood_not_served') return 'Bairro não atendido';
  if (quote.deliveryFeeCents > 0) return brl(quote.deliveryFeeCents);
  return ordering.delivery.feeMode === 'by_neighbourhood' ? 'Grátis' : null;
}

/**
 * The cart's money block: subtotal and delivery fee (the bairro's fee, "Frete grátis"
 * above the store's threshold, "A combinar"), the total — the contracts' `quoteOrder`, the
 * same total the API charges — and, below the store's minimum, how much is missing.
 */
export function OrderSummary({
  ordering,
  fulfilment,
  subtotalCents,
  quote,
  couponCode = null,
  discountCents = 0,
}: {
  /** The applied coupon (docs/API.md §8), shown as "Cupom CODE" with its discount. */
  couponCode?: string | null;
  /** The coupon's discount on the subtotal, centavos; the total shown is after it. */
  discountCents?: number;
  ordering: PublicOrdering;
  fulfilment: OrderFulfilment;
  /** Sum of the lines, centavos. */
  subtotalCents: number;
  quote: OrderQuote;
}) {
  const fee = deliveryFeeText(ordering, fulfilment, quote);
  const freeFrom = ordering.delivery.freeFrom;
  const toFree =
    fulfilment === 'delivery' && freeFrom !== null && quote.deliveryFeeCents > 0
      ? reaisToCents(freeFrom) - subtotalCents
      : 0;
  const minimumCents = reaisToCents(ordering.minimumOrder);

  return (
    <div className="grid gap-1 border-t border-slate-200 bg-slate-50 px-4 py-3">
      {fee !== null || discountCents > 0 ? (
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">
              {brl(subtotalCents)}
            </dd>
          </div>
          {discountCents > 0 ? (
            <div className="flex justify-between gap-3">
              <dt className="min-w-0 break-words text-slate-600">
                {couponCode ? `Cupom ${couponCode}` : 'Cupom'}
              </dt>
              <dd className="tabular-nums text-emerald-800" data-testid="cart-discount">
                -{brl(discountCents)}
              </dd>
            </div>
          ) : null}
          {fee !== null ? (
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Taxa de entrega</dt>
              <dd
                data-testid="cart-delivery-fee"
                className={
                  quote.freeDelivery ? 'font-semibold text-emerald-700' : 'tabular-nums text-right'
                }
              >
                {fee}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="flex items-baseline justify-between">
        <span className="font-semibold">Total</span>
        <span className="text-xl font-bold tabular-nums" data-testid="cart-total">
          {brl(quote.totalCents - discountCents)}
        </span>
      </div>
      {toFree > 0 ? (
        <p className="text-xs text-emerald-800" data-testid="free-delivery-hint">
          Faltam {brl(toFree)} para o frete grátis.
        </p>
      ) : null}
      {quote.minimumMissingCents > 0 ? (
        <p
          role="status"
          data-testid="minimum-missing"
          className="mt-1 flex items-start gap-1.5 rounded-md bg-amber-50 px-2.5 py-2 text-sm text-amber-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {SettingsMessages.belowMinimum(minimumCents, quote.minimumMissingCents)}
        </p>
      ) : null}
    </div>
  );
}
