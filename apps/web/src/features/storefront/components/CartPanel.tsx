import {
  Suspense,
  useState,
  type Dispatch,
  type Ref,
  type RefObject,
  type SetStateAction,
} from 'react';
import { LoaderCircle, ShoppingCart } from '@/components/icons';
import type { OrderQuote, PublicOrdering } from '@catalogo/contracts/core';
import { preloadable } from '@/lib/preloadable';
import { toast } from '@/lib/mini-toast';
import type { Address } from '../utils/address';
import { cartCount, cartTotalCents, type CartAction, type CartLine } from '../utils/cart';
import { validateCheckout, type CheckoutErrors, type CheckoutForm } from '../utils/checkout';
import { blocksOrder } from '../utils/ordering';
import type { PlaceOrderState } from '../hooks/use-place-order';
import type { CouponState } from '../hooks/use-coupon';
import { AddressForm } from './AddressForm';
import { trackFunnelStep, trackOrderFormFocus } from '../api/funnel';

/** The filled cart's code (FilledCart.tsx): a chunk of its own, loaded on the first tap. */
const filledCart = preloadable(() => import('./FilledCart'));
const CartItems = filledCart.component((m) => m.CartItems);
const CheckoutFields = filledCart.component((m) => m.CheckoutFields);
const CartOrder = filledCart.component((m) => m.CartOrder);
const OrderPlaced = filledCart.component((m) => m.OrderPlaced);
/** The bottom cart bar (PublicCatalog), from the same chunk. */
export const CartBar = filledCart.component((m) => m.CartBar);

/**
 * Loads the filled cart's code ahead of need (PublicCatalog: on the first tap or key anywhere),
 * so the first item added shows its cart at once. Rejects when the chunk cannot be fetched.
 */
export const preloadFilledCart = filledCart.preload;

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
  const couponCode = coupon.status === 'applied' ? coupon.code : null;
  // A store rule refuses the order as it stands (below the minimum, closed, bairro not served…).
  const blocked = blocksOrder(quote);
  // Errors show from the first "Fazer pedido" on, and then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const shownErrors: CheckoutErrors = submitted ? validateCheckout(checkout, address) : {};
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
          <Suspense fallback={null}>
            <OrderPlaced slug={slug} order={order.order} onNewOrder={onNewOrder} />
          </Suspense>
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

        {/* Until the filled cart's chunk arrives (a first item added before any tap preloaded
            it, or a saved cart restored), a short wait in place of the cart. */}
        <Suspense
          fallback={
            <p
              role="status"
              className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-600"
            >
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Carregando carrinho...
            </p>
          }
        >
          {lines.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600">
              Seu carrinho está vazio. Toque em + ao lado de um produto para adicioná-lo.
            </p>
          ) : (
            <CartItems
              lines={lines}
              onAction={onAction}
              onEdit={onEdit}
              ordering={ordering}
              fulfilment={checkout.fulfilment}
              subtotalCents={subtotalCents}
              quote={quote}
              couponCode={couponCode}
              discountCents={discountCents}
              coupon={coupon}
              onApplyCoupon={onApplyCoupon}
              onRemoveCoupon={onRemoveCoupon}
            />
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
            <CartOrder
              storeName={storeName}
              phone={phone}
              lines={lines}
              address={address}
              checkout={checkout}
              ordering={ordering}
              quote={quote}
              subtotalCents={subtotalCents}
              couponCode={couponCode}
              discountCents={discountCents}
              order={order}
              blocked={blocked}
              onPlaceOrder={placeOrder}
              onAction={onAction}
            />
          ) : null}
        </Suspense>
      </div>
    </section>
  );
}
