import { useState, type Dispatch, type Ref, type RefObject, type SetStateAction } from 'react';
import { CircleAlert, Copy, LoaderCircle, ShoppingCart, Trash2 } from '@/components/icons';
import {
  Messages,
  buildCartOrderText,
  orderWhatsappUrl,
  type OrderQuote,
  type PublicOrdering,
} from '@catalogo/contracts/core';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/mini-toast';
import type { Address } from '../utils/address';
import { cartCount, cartTotalCents, keyOf, type CartAction, type CartLine } from '../utils/cart';
import {
  checkoutTextLines,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
} from '../utils/checkout';
import { blocksOrder } from '../utils/ordering';
import type { PlaceOrderState } from '../hooks/use-place-order';
import type { CouponState } from '../hooks/use-coupon';
import { CouponField } from './CouponField';
import { AddressForm } from './AddressForm';
import { CheckoutFields } from './CheckoutFields';
import { OrderPlaced } from './OrderPlaced';
import { OrderSummary } from './OrderSummary';
import { WhatsAppIcon } from './WhatsAppIcon';
import { CartLineRow } from './CartLineRow';
import { trackFunnelStep, trackOrderFormFocus } from '../api/funnel';

/**
 * The cart: lines with quantity controls, total, the customer's data, delivery or pickup,
 * payment, address, the order text and actions. The order button saves the order first
 * (docs/adr/0019-web-order-placement.md); the text stays there to copy and send by hand if saving fails. It reads "Fazer pedido"
 * (then WhatsApp opens) only when the store has a WhatsApp number, else "Enviar pedido" (the
 * order is saved; the customer gets its number and status link) — docs/PRODUCT.md §2.
 */
export function CartPanel({
  ref,
  headingRef,
  slug,
  storeName,
  phone,
  lines,
  address,
  setAddress,
  checkout,
  setCheckout,
  order,
  onPlaceOrder,
  onNewOrder,
  onAction,
  ordering,
  quote,
  onEdit,
  coupon,
  discountCents,
  onApplyCoupon,
  onRemoveCoupon,
  reorderChanges,
  onForgetCustomer,
}: {
  /** The coupon typed in the cart (docs/API.md §8). */
  coupon: CouponState;
  /** The applied coupon's discount on the items' subtotal, centavos (0 without). */
  discountCents: number;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
  /** "Pedir de novo": what changed since the past order, as sentences. */
  reorderChanges: readonly string[];
  /** "Não sou eu", when the customer's data came from this device. */
  onForgetCustomer?: () => void;
  /** What the store offers. */
  ordering: PublicOrdering;
  /** The order's fee, total and refusal under the store's rules. */
  quote: OrderQuote;
  ref?: Ref<HTMLElement>;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  storeName: string | null;
  /** Store WhatsApp digits, or null: then the button reads "Enviar pedido", not "Fazer pedido". */
  phone: string | null;
  lines: CartLine[];
  address: Address;
  setAddress: Dispatch<SetStateAction<Address>>;
  slug: string;
  checkout: CheckoutForm;
  setCheckout: Dispatch<SetStateAction<CheckoutForm>>;
  /** The order request's state ("Fazer pedido" / "Enviar pedido"). */
  order: PlaceOrderState;
  /** Sends the order (the form is valid). */
  onPlaceOrder: () => void;
  /** Leaves the "order placed" view. */
  onNewOrder: () => void;
  onAction: (action: CartAction) => void;
  /** Reopens the item's sheet to change the line's choices. */
  onEdit: (line: CartLine) => void;
}) {
  const count = cartCount(lines);
  const delivery = checkout.fulfilment === 'delivery';
  const subtotalCents = cartTotalCents(lines);
  const extraLines = checkoutTextLines(checkout, ordering.pickup.address);
  const couponCode = coupon.status === 'applied' ? coupon.code : null;
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
  // A store rule refuses the order as it stands (below the minimum, closed, bairro not served…).
  const blocked = blocksOrder(quote);
  // Errors show from the first "Fazer pedido" on, and then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const shownErrors: CheckoutErrors = submitted ? validateCheckout(checkout, address) : {};
  const sending = order.status === 'sending';

  function placeOrder() {
    trackFunnelStep(slug, 'checkout_opened');
    const found = validateCheckout(checkout, address);
    setSubmitted(true);
    if (blocked) return; // the button is disabled; the reason is shown above it
    if (Object.keys(found).length > 0) {
      toast.error(Object.values(found)[0]!);
      return;
    }
    onPlaceOrder();
  }

  async function copyOrder() {
    if (await copyText(orderText)) toast.success(Messages.copySucceeded);
    else toast.error(Messages.copyFailed);
  }

  return (
    <section
      ref={ref}
      id="carrinho"
      onFocusCapture={(e) => lines.length > 0 && trackOrderFormFocus(slug, e.target)}
      aria-labelledby="carrinho-titulo"
      className="min-w-0 scroll-mt-32 lg:sticky lg:top-32 lg:mt-4 lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto lg:rounded-xl"
    >
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <h2
            id="carrinho-titulo"
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold focus:outline-none"
          >
            <ShoppingCart className="size-5 text-emerald-700" aria-hidden="true" />
            Seu carrinho
          </h2>
          <span className="text-sm text-slate-600">
            {count === 1 ? '1 item' : `${count} itens`}
          </span>
        </div>

        {order.status === 'placed' ? (
          <OrderPlaced slug={slug} order={order.order} onNewOrder={onNewOrder} />
        ) : null}

        {reorderChanges.length > 0 ? (
          <div
            role="status"
            data-testid="reorder-changes"
            className="grid gap-1 border-b border-amber-100 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <p className="font-semibold">O que mudou desde o seu último pedido:</p>
            <ul className="list-disc pl-5">
              {reorderChanges.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {lines.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">
            Seu carrinho está vazio. Toque em + ao lado de um produto para adicioná-lo.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Itens do carrinho">
              {lines.map((line) => (
                <CartLineRow key={keyOf(line)} line={line} onAction={onAction} onEdit={onEdit} />
              ))}
            </ul>
            <OrderSummary
              ordering={ordering}
              fulfilment={checkout.fulfilment}
              subtotalCents={subtotalCents}
              quote={quote}
              couponCode={couponCode}
              discountCents={discountCents}
            />
            <CouponField state={coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
          </>
        )}

        {lines.length > 0 ? (
          <CheckoutFields
            ordering={ordering}
            form={checkout}
            setForm={setCheckout}
            errors={shownErrors}
            onForget={onForgetCustomer}
          />
        ) : null}

        {lines.length === 0 || delivery ? (
          <AddressForm address={address} setAddress={setAddress} />
        ) : null}
        {lines.length > 0 && delivery && shownErrors.address ? (
          <p className="px-4 pb-3 text-sm text-red-700">{shownErrors.address}</p>
        ) : null}

        {lines.length > 0 ? (
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
              onClick={placeOrder}
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
                Esta loja ainda não informou um WhatsApp. O pedido fica registrado e você recebe o
                número e o link para acompanhar.
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
        ) : null}
      </div>
    </section>
  );
}
