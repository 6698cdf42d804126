import { PaymentStatusLabels, type PublicOrder } from '@catalogo/contracts/core';

const TONES: Record<string, string> = {
  paid: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-slate-200 text-slate-800',
};

/**
 * The online Pix payment's status of an order (docs/API.md §8 "Pix online"): "Pago",
 * "Aguardando pagamento", "Pix expirado", "Reembolsado" or "Pix indisponível no momento"; a
 * payment of another amount is flagged for the seller to check. Nothing for cash, card or the
 * static Pix.
 */
export function PaymentBadge({ order }: { order: PublicOrder }) {
  const status = order.paymentStatus;
  if (!status) return null;
  const mismatch = order.pix?.mode === 'online' && order.pix.amountMismatch;
  return (
    <span className="grid justify-items-end gap-0.5">
      <span
        data-testid="payment-status"
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-amber-100 text-amber-900'}`}
      >
        {PaymentStatusLabels[status]}
      </span>
      {mismatch ? (
        <span className="text-xs font-semibold text-red-700">
          Valor pago diferente do total: confira no Mercado Pago
        </span>
      ) : null}
    </span>
  );
}
