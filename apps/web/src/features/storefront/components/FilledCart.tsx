/**
 * The parts of `/{slug}` shown once the cart holds items or an order was sent: the cart's lines,
 * totals and coupon, the customer's form, the order text and buttons, the "order placed" view and
 * the bottom cart bar. A chunk of its own (loaded on the first tap, see PublicCatalog), so the
 * page's first load carries only what a customer sees on arrival.
 */
import type { OrderQuote, PublicOrdering } from '@catalogo/contracts/core';
import { CustomerMessages, buildCartOrderText, orderWhatsappUrl } from '@catalogo/contracts/core';
import { CircleAlert, Copy, LoaderCircle, Trash2 } from '@/components/icons';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/mini-toast';
import type { Address } from '../utils/address';
import { keyOf, type CartAction, type CartLine } from '../utils/cart';
import { checkoutTextLines, type CheckoutForm } from '../utils/checkout';
import type { PlaceOrderState } from '../hooks/use-place-order';
import type { CouponState } from '../hooks/use-coupon';
import { CartLineRow } from './CartLineRow';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { WhatsAppIcon } from './WhatsAppIcon';

export { CartBar } from './CartBar';
export { CheckoutFields } from './CheckoutFields';
export { OrderPlaced } from './OrderPlaced';

/** The cart's lines with their controls, the totals and the coupon field. */
export function CartItems({
  lines,
  onAction,
  onEdit,
  ordering,
  fulfilment,
  subtotalCents,
  quote,
  couponCode,
  discountCents,
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
}: {
  lines: CartLine[];
  onAction: (action: CartAction) => void;
  /** Reopens the item's sheet to change the line's choices. */
  onEdit: (line: CartLine) => void;
  ordering: PublicOrdering;
  fulfilment: CheckoutForm['fulfilment'];
  /** The items' subtotal, centavos. */
  subtotalCents: number;
  quote: OrderQuote;
  /** The applied coupon's code, or null. */
  couponCode: string | null;
  /** The applied coupon's discount, centavos (0 without). */
  discountCents: number;
  coupon: CouponState;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
}) {
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Itens do carrinho">
        {lines.map((line) => (
          <CartLineRow key={keyOf(line)} line={line} onAction={onAction} onEdit={onEdit} />
        ))}
      </ul>
      <OrderSummary
        ordering={ordering}
        fulfilment={fulfilment}
        subtotalCents={subtotalCents}
        quote={quote}
        couponCode={couponCode}
        discountCents={discountCents}
      />
      <CouponField state={coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
    </>
  );
}

/**
 * The order text (tap to copy) and the actions: "Fazer pedido" / "Enviar pedido" (docs/PRODUCT.md
 * §2), the failure with the by-hand WhatsApp link, a store rule's refusal, copy and clear.
 */
export function CartOrder({
  storeName,
  phone,
  lines,
  address,
  checkout,
  ordering,
  quote,
  subtotalCents,
  couponCode,
  discountCents,
  order,
  blocked,
  onPlaceOrder,
  onAction,
}: {
  storeName: string | null;
  /** Store WhatsApp digits, or null: then the button reads "Enviar pedido". */
  phone: string | null;
  lines: CartLine[];
  address: Address;
  checkout: CheckoutForm;
  ordering: PublicOrdering;
  quote: OrderQuote;
  /** The items' subtotal, centavos. */
  subtotalCents: number;
  couponCode: string | null;
  /** The applied coupon's discount, centavos (0 without). */
  discountCents: number;
  /** The order request's state. */
  order: PlaceOrderState;
  /** A store rule refuses the order as it stands: the button is disabled. */
  blocked: boolean;
  /** "Fazer pedido" / "Enviar pedido" tapped (the panel validates, then sends). */
  onPlaceOrder: () => void;
  onAction: (action: CartAction) => void;
}) {
  const delivery = checkout.fulfilment === 'delivery';
  const extraLines = checkoutTextLines(checkout, ordering.pickup.address);
  const totalCents = quote.totalCents - discountCents;
  const orderText = buildCartOrderText({
    storeName,
    lines,
    address: delivery ? address : null,
    extraLines,
    // The server text's fee lines once there is a fee to add or the customer has started the
    // form; until then the untouched cart keeps the short text of docs/API.md §5 (same total).
    charges:
      quote.deliveryFeeCents > 0 || extraLines.length > 0 || discountCents > 0
        ? {
            subtotalCents,
            deliveryFeeCents: quote.deliveryFeeCents,
            totalCents,
            fulfilment: checkout.fulfilment,
            deliveryFeeToAgree: quote.feeToAgree,
            freeDelivery: quote.freeDelivery,
            couponCode,
            discountCents,
          }
        : null,
  });
  const sending = order.status === 'sending';

  async function copyOrder() {
    if (await copyText(orderText)) toast.success(CustomerMessages.copySucceeded);
    else toast.error(CustomerMessages.copyFailed);
  }

  return (
    <div className="grid gap-3 border-t border-slate-100 px-4 py-4">
      <div className="grid gap-1.5">
        <label htmlFor="texto-pedido" className="text-sm font-medium">
          Texto do pedido
        </label>
        <textarea
          id="texto-pedido"
          readOnly
          value={orderText}
          rows={Math.min(orderText.split('\n').length, 16)}
          onClick={(event) => {
            event.currentTarget.select();
            void copyOrder();
          }}
          aria-describedby="texto-pedido-dica"
          className="max-h-96 min-h-24 w-full cursor-copy resize-none rounded-md [field-sizing:content] border border-slate-300 bg-slate-50 px-3 py-2 text-sm leading-6 text-foreground focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30"
        />
        <p id="texto-pedido-dica" className="text-xs text-slate-600">
          Toque no texto para copiar o pedido.
        </p>
      </div>

      {order.status === 'failed' ? (
        <div
          role="alert"
          className="flex gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p>{order.message}</p>
            {phone ? (
              <a
                href={orderWhatsappUrl(phone, orderText) ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                Enviar o texto pelo WhatsApp sem registrar
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      {blocked &&
      quote.refusal &&
      quote.refusal.code !== 'below_minimum' &&
      quote.refusal.code !== 'neighbourhood_required' ? (
        <p
          role="status"
          data-testid="order-refusal"
          className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {quote.refusal.message}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onPlaceOrder}
        disabled={sending || blocked}
        aria-busy={sending || undefined}
        className="inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait"
      >
        {sending ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : phone ? (
          <WhatsAppIcon className="size-5" />
        ) : null}
        {sending ? 'Enviando pedido...' : phone ? 'Fazer pedido' : 'Enviar pedido'}
      </button>
      {phone ? null : (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Esta loja ainda não informou um WhatsApp. O pedido fica registrado e você recebe o número
          e o link para acompanhar.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void copyOrder()}
          className="inline-flex h-11 flex-1 basis-36 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          <Copy className="size-4" aria-hidden="true" />
          Copiar pedido
        </button>
        <button
          type="button"
          onClick={() => onAction({ type: 'clear' })}
          className="inline-flex h-11 flex-1 basis-36 cursor-pointer items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold whitespace-nowrap text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Limpar Carrinho
        </button>
      </div>
    </div>
  );
}
