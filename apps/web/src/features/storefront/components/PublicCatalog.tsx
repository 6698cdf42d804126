import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { LoaderCircle, RefreshCw, TriangleAlert } from '@/components/icons';
import {
  DEFAULT_STORE_TITLE,
  CustomerMessages,
  REORDER_PARAM,
  isBrazilianPhone,
  phoneDigits,
  type PublicCatalogResponse,
} from '@catalogo/contracts/core';
import { NotFoundView } from '@/components/NotFoundView';
import { toast } from '@/lib/mini-toast';
import { isApiError } from '@/lib/api';
import { fetchReorder, recordAccessOnce } from '../api/catalog';
import { emptyAddress, isAddressEmpty, type Address } from '../utils/address';
import {
  cartActionMessage,
  cartCount,
  cartReducer,
  cartTotalCents,
  keyOf,
  restoreCart,
  toSavedLines,
  type CartAction,
  type CartLine,
  type Product,
} from '../utils/cart';
import { emptyCheckout, toOrderBody, toOrderItems, type CheckoutForm } from '../utils/checkout';
import { trackFunnelStep } from '../api/funnel';
import { ANY_ORDERING, cartQuote, fitCheckout } from '../utils/ordering';
import { categoriesOf, filterProducts } from '../utils/search';
import {
  forgetRemembered,
  loadCustomer,
  loadOrder,
  loadRemembered,
  saveCustomer,
  saveOrder,
  saveRemembered,
  type RememberedCustomer,
} from '../utils/storage';
import { lastOrderOf, rebuildCart, reorderTokenOf } from '../utils/reorder';
import { isCouponRefusal, useCoupon } from '../hooks/use-coupon';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useCatalog, type CatalogState } from '../hooks/use-catalog';
import { CartBar, CartPanel, preloadFilledCart } from './CartPanel';
import { CatalogToolbar } from './CatalogToolbar';
import { LastOrderCard } from './LastOrderCard';
import { ProductList } from './ProductList';
import { OpeningBadge } from './OpeningBadge';
import { StoreFooter, StoreHeader } from './StoreHeader';
import type { ItemSheetResult } from './ItemSheet';

/** The item detail sheet: its code loads on the first tap on an item. */
const ItemSheet = lazy(() => import('./ItemSheet'));

/** Shown when the order is refused because the cart holds choices the catalogue no longer has. */
export const STALE_CART_MESSAGE =
  'Alguns itens do carrinho mudaram. Toque em “Editar” nos itens marcados e escolha de novo.';

/** "Pedir de novo" could not read the past order (offline, or the order is gone). */
export const REORDER_FAILED_MESSAGE =
  'Não foi possível montar o pedido anterior. Tente de novo ou escolha os itens na lista.';
/** The cart was rebuilt from the past order. */
export const REORDER_DONE_MESSAGE = 'Pronto! Seu último pedido está no carrinho.';

/**
 * The starting customer data: the name and phone kept for forms, and the store's remembered
 * customer (saved after an order there) on top; the saved cart's address, else the remembered
 * one.
 */
function startingCustomer(
  slug: string,
  savedAddress: Address | undefined,
): {
  remembered: RememberedCustomer | undefined;
  form: Partial<CheckoutForm>;
  address: Address;
} {
  const remembered = loadRemembered(slug);
  const kept = loadCustomer();
  return {
    remembered,
    form: {
      name: remembered?.name || kept.name,
      phone: remembered?.phone || kept.phone,
      ...(remembered?.fulfilment ? { fulfilment: remembered.fulfilment } : {}),
      ...(remembered?.payment ? { payment: remembered.payment } : {}),
    },
    address:
      savedAddress && !isAddressEmpty(savedAddress)
        ? savedAddress
        : (remembered?.address ?? savedAddress ?? emptyAddress),
  };
}

const CART_MESSAGES = {
  added: CustomerMessages.cartItemAdded,
  increased: CustomerMessages.cartQuantityIncreased,
  reduced: CustomerMessages.cartQuantityReduced,
  removed: CustomerMessages.cartItemRemoved,
  cleared: CustomerMessages.cartCleared,
} as const;

/**
 * What the server rendered `/{slug}` with, sent in the page as JSON: the catalogue
 * answer (or not found) and the instant of rendering (epoch ms, for the opening badge).
 */
export interface ServerSnapshot {
  state: Extract<CatalogState, { status: 'ready' } | { status: 'not-found' }>;
  renderedAt: number;
}

/** A store's public catalogue (`/{slug}`, docs/PRODUCT.md §2): browse, build a cart, order. */
export function PublicCatalog({
  slug,
  retryDelayMs,
  snapshot,
}: {
  slug: string;
  retryDelayMs?: number;
  /**
   * Server rendering and hydration: the first render draws exactly this (no request,
   * no saved cart, the server's clock); the browser's own state is applied after mount.
   */
  snapshot?: ServerSnapshot;
}) {
  const { state, retry, refresh } = useCatalog(slug, retryDelayMs, snapshot?.state);

  switch (state.status) {
    case 'loading':
      return <LoadingView />;
    case 'not-found':
      return <NotFoundView />;
    case 'error':
      return <ErrorView onRetry={retry} />;
    case 'ready':
      return (
        <StorePage
          slug={slug}
          catalog={state.catalog}
          refresh={refresh}
          renderedAt={snapshot?.renderedAt}
        />
      );
  }
}

function LoadingView() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{DEFAULT_STORE_TITLE}</title>
      <StoreHeader />
      <p
        role="status"
        className="flex items-center justify-center gap-2 px-4 py-16 text-muted-foreground"
      >
        <LoaderCircle className="size-5 animate-spin text-emerald-700" aria-hidden="true" />
        Carregando catálogo...
      </p>
    </div>
  );
}

function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{DEFAULT_STORE_TITLE}</title>
      <StoreHeader title={DEFAULT_STORE_TITLE} />
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
        <TriangleAlert className="size-10 text-amber-600" aria-hidden="true" />
        <p role="alert" className="text-lg font-semibold">
          {CustomerMessages.catalogLoadFailed}
        </p>
        <p className="text-sm text-muted-foreground">
          Verifique sua conexão com a internet e tente novamente.
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md bg-emerald-700 px-5 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Tentar novamente
        </button>
      </div>
    </div>
  );
}

function StorePage({
  slug,
  catalog,
  refresh,
  renderedAt,
}: {
  slug: string;
  catalog: PublicCatalogResponse;
  /** Reads the catalogue again (after a 409: an item or option changed under the cart). */
  refresh: () => Promise<boolean>;
  /** Server-rendered (epoch ms of rendering): the browser's saved cart is applied after mount. */
  renderedAt?: number;
}) {
  const { products, store } = catalog;
  const ordering = catalog.ordering ?? ANY_ORDERING;
  const title = store.name?.trim() || DEFAULT_STORE_TITLE;
  const phone = store.phone?.replace(/\D/g, '') || null;

  // The saved cart and address of this store, checked against today's catalogue (synchronously,
  // so the first paint already shows them: no flash, no layout shift). A server-rendered page
  // hydrates first with what the server drew (an empty cart) and applies them right
  // after mount: the browser's storage is not in the HTML.
  const hydrating = renderedAt !== undefined;
  const [saved] = useState(() => (hydrating ? undefined : loadOrder(slug)));
  const [starting] = useState(() =>
    hydrating ? undefined : startingCustomer(slug, saved?.address),
  );
  const [lines, dispatch] = useReducer(cartReducer, undefined, () =>
    restoreCart(saved?.lines, products),
  );
  const [address, setAddress] = useState<Address>(() => starting?.address ?? emptyAddress);
  const [rawCheckout, setCheckout] = useState<CheckoutForm>(() => ({
    ...emptyCheckout,
    ...starting?.form,
  }));
  // docs/API.md §8: the customer remembered on this device for this store ("Seu último pedido").
  const [remembered, setRemembered] = useState(() => starting?.remembered);
  // What changed since the past order after "Pedir de novo", shown in the cart.
  const [reorderChanges, setReorderChanges] = useState<string[]>([]);
  // Saving waits until the saved state is applied (else the empty first render would erase it).
  const [restored, setRestored] = useState(!hydrating);
  const firstCatalogProducts = useRef(products);
  // A layout effect: applied in the hydration's own commit, before the browser can deliver a tap
  // on the (enabled) buttons, so an early "+" adds to the restored cart instead of being replaced.
  useLayoutEffect(() => {
    if (restored) return;
    const order = loadOrder(slug);
    if (order)
      dispatch({ type: 'restore', lines: restoreCart(order.lines, firstCatalogProducts.current) });
    const customer = startingCustomer(slug, order?.address);
    setAddress(customer.address);
    setRemembered(customer.remembered);
    setCheckout((current) => ({ ...current, ...customer.form }));
    setRestored(true);
  }, [restored, slug]);
  // Only what the store offers: a default or saved choice it does not offer becomes
  // its first offered one.
  const checkout = useMemo(() => fitCheckout(rawCheckout, ordering), [rawCheckout, ordering]);
  const subtotalCents = cartTotalCents(lines);
  const quote = cartQuote(ordering, subtotalCents, checkout, address);
  const placing = usePlaceOrder(slug);
  // docs/API.md §8: the coupon typed in the cart, checked with the items and a valid phone.
  const orderItems = useMemo(() => toOrderItems(lines), [lines]);
  const couponPhone = isBrazilianPhone(phoneDigits(checkout.phone))
    ? phoneDigits(checkout.phone)
    : '';
  const coupon = useCoupon(slug, orderItems, couponPhone);
  const { orderCode: couponCode, remove: removeCoupon } = coupon;
  const discountCents = Math.min(coupon.discountCents, subtotalCents);

  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>();
  const categories = useMemo(() => categoriesOf(products), [products]);
  const visible = useMemo(
    () => filterProducts(products, query, category),
    [products, query, category],
  );
  // Units per item, over all its lines (an item with options may have one line per choice).
  const quantities = useMemo(() => {
    const byItem = new Map<string, number>();
    for (const l of lines) byItem.set(l.id, (byItem.get(l.id) ?? 0) + l.quantity);
    return byItem;
  }, [lines]);

  useEffect(() => recordAccessOnce(slug), [slug]);
  // The filled cart's code (a chunk of its own, not in the first load) is fetched on the
  // customer's first tap, key or focus anywhere, so a first "+" shows its cart at once.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const stop = () => {
      for (const event of events) document.removeEventListener(event, preload, true);
    };
    function preload() {
      stop();
      preloadFilledCart().catch(() => undefined); // rendering the cart asks again
    }
    for (const event of events)
      document.addEventListener(event, preload, { capture: true, passive: true });
    return stop;
  }, []);
  useEffect(() => {
    if (restored) saveOrder(slug, toSavedLines(lines), address);
  }, [restored, slug, lines, address]);
  useEffect(() => {
    if (restored) saveCustomer({ name: checkout.name, phone: checkout.phone });
  }, [restored, checkout.name, checkout.phone]);

  // A new catalogue (a refetch): names and prices refreshed, lines whose choices went stale flagged.
  const firstProducts = useRef(products);
  useEffect(() => {
    if (products !== firstProducts.current) dispatch({ type: 'revalidate', products });
  }, [products]);

  // The item detail sheet: a product to add, or a cart line to edit (its key).
  const [sheet, setSheet] = useState<{ product: Product; line?: CartLine }>();
  const openProduct = useCallback((product: Product) => setSheet({ product }), []);
  const editLine = useCallback(
    (line: CartLine) => {
      const product = products.find((p) => p.id === line.id);
      if (product) setSheet({ product, line });
    },
    [products],
  );

  // "Fazer pedido": save the order, empty the cart, then open the server's WhatsApp link.
  const { place } = placing;
  const placeOrder = useCallback(() => {
    if (lines.some((line) => line.stale)) {
      toast.error(STALE_CART_MESSAGE);
      return;
    }
    const body = toOrderBody(lines, checkout, address);
    if (couponCode) body.couponCode = couponCode;
    void place(body).then((order) => {
      if (!order) return;
      // Remembered on this device for the next visit: the data typed and the order to repeat.
      const customer: RememberedCustomer = {
        name: checkout.name.trim(),
        phone: checkout.phone,
        address: checkout.fulfilment === 'delivery' ? address : (remembered?.address ?? address),
        fulfilment: checkout.fulfilment,
        payment: checkout.payment,
        lastOrder: lastOrderOf(order),
      };
      saveRemembered(slug, customer);
      setRemembered(customer);
      setReorderChanges([]);
      removeCoupon();
      dispatch({ type: 'clear' });
      setCheckout((current) => ({ ...current, notes: '', changeFor: '' }));
      if (order.whatsappUrl) window.open(order.whatsappUrl, '_blank', 'noopener,noreferrer');
    });
  }, [place, lines, checkout, address, couponCode, removeCoupon, slug, remembered]);

  // 409: an item or option was removed or sold out since the page loaded; read the catalogue
  // again so the cart flags the lines to edit (nothing is ordered at a stale price).
  const conflict = placing.state.status === 'failed' && placing.state.httpStatus === 409;
  useEffect(() => {
    if (conflict) void refresh();
  }, [conflict, refresh]);
  // 422 for the coupon (used up, expired…): the cart drops its discount and shows why.
  const couponRefusal =
    placing.state.status === 'failed' &&
    placing.state.httpStatus === 422 &&
    isCouponRefusal(placing.state.message)
      ? placing.state.message
      : null;
  const { refuse: refuseCoupon } = coupon;
  useEffect(() => {
    if (couponRefusal) refuseCoupon(couponRefusal);
  }, [couponRefusal, refuseCoupon]);

  // The latest lines, for the toast of an action (handlers stay stable for memoised rows).
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const apply = useCallback(
    (action: CartAction) => {
      const kind = cartActionMessage(linesRef.current, action);
      dispatch(action);
      if (action.type === 'clear') setReorderChanges([]);
      if (kind) toast.success(CART_MESSAGES[kind]);
      if (action.type === 'add') trackFunnelStep(slug, 'cart_started');
    },
    [slug],
  );

  const cartRef = useRef<HTMLElement>(null);
  const cartHeadingRef = useRef<HTMLHeadingElement>(null);
  const showCart = useCallback(() => {
    // Optional call: not every engine has it (jsdom in the unit tests).
    cartRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    cartHeadingRef.current?.focus({ preventScroll: true });
  }, []);

  // "Pedir de novo" (docs/API.md §8): the past order's lines at today's catalogue, and what
  // changed since, said plainly in the cart.
  const [reordering, setReordering] = useState(false);
  const resetPlacing = placing.reset;
  const productsRef = useRef(products);
  productsRef.current = products;
  const reorder = useCallback(
    async (token: string) => {
      setReordering(true);
      try {
        const answer = await fetchReorder(slug, token);
        const rebuilt = rebuildCart(answer, productsRef.current);
        dispatch({ type: 'restore', lines: rebuilt.lines });
        setReorderChanges(rebuilt.changes);
        resetPlacing();
        if (rebuilt.lines.length > 0) {
          toast.success(REORDER_DONE_MESSAGE);
          trackFunnelStep(slug, 'cart_started');
        }
        // The cart (and its "Fazer pedido") comes into view: the second tap.
        requestAnimationFrame(() => showCart());
      } catch (error) {
        toast.error(
          isApiError(error) && error.status === 404
            ? 'Pedido anterior não encontrado.'
            : REORDER_FAILED_MESSAGE,
        );
      } finally {
        setReordering(false);
      }
    },
    [slug, resetPlacing, showCart],
  );
  // The status page's "Pedir de novo" links here with `?pedir-de-novo={token}`: rebuild once,
  // then drop the parameter so a reload does not rebuild again.
  const reorderFromLink = useRef(false);
  useEffect(() => {
    if (!restored || reorderFromLink.current) return;
    reorderFromLink.current = true;
    const token = reorderTokenOf(window.location.search, REORDER_PARAM);
    if (!token) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(REORDER_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void reorder(token);
  }, [restored, reorder]);

  // "Não sou eu": the data kept on this device and the form's name, phone and address go.
  const forgetMe = useCallback(() => {
    forgetRemembered(slug);
    setRemembered(undefined);
    setCheckout((current) => ({ ...current, name: '', phone: '' }));
    setAddress(emptyAddress);
    removeCoupon();
    toast.success('Pronto, seus dados foram apagados deste aparelho.');
  }, [slug, removeCoupon]);

  const count = cartCount(lines);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <title>{`${title} · Catálogo`}</title>
      <StoreHeader
        title={title}
        productCount={products.length}
        phone={phone}
        badge={<OpeningBadge ordering={ordering} renderedAt={renderedAt} />}
        logoUrl={store.logoThumbnailUrl ?? store.logoUrl}
        coverColor={store.coverColor}
      />
      {products.length > 0 ? (
        <CatalogToolbar
          query={query}
          onQueryChange={setQuery}
          categories={categories}
          category={category}
          onCategoryChange={setCategory}
        />
      ) : null}
      {remembered && products.length > 0 ? (
        <div className="mx-auto w-full max-w-5xl px-4 pt-3 sm:px-6">
          <LastOrderCard
            name={remembered.name}
            lastOrder={remembered.lastOrder}
            loading={reordering}
            onReorder={() => remembered.lastOrder && void reorder(remembered.lastOrder.token)}
            onForget={forgetMe}
          />
        </div>
      ) : null}
      <div
        className={
          'mx-auto grid w-full max-w-5xl flex-1 content-start gap-6 px-4 pt-2 sm:px-6 lg:items-start lg:pb-10 ' +
          (products.length > 0 ? 'lg:grid-cols-[minmax(0,1fr)_23rem] ' : '') +
          (count > 0 ? 'pb-28' : 'pb-10')
        }
      >
        <ProductList
          products={visible}
          empty={products.length === 0}
          quantities={quantities}
          onAdd={(product) => apply({ type: 'add', product })}
          onOpen={openProduct}
        />
        {products.length > 0 ? (
          <CartPanel
            ref={cartRef}
            headingRef={cartHeadingRef}
            slug={slug}
            storeName={store.name}
            phone={phone}
            lines={lines}
            address={address}
            setAddress={setAddress}
            checkout={checkout}
            setCheckout={setCheckout}
            order={placing.state}
            onPlaceOrder={placeOrder}
            onNewOrder={placing.reset}
            onAction={apply}
            ordering={ordering}
            quote={quote}
            onEdit={editLine}
            coupon={coupon.state}
            discountCents={discountCents}
            onApplyCoupon={coupon.apply}
            onRemoveCoupon={coupon.remove}
            reorderChanges={reorderChanges}
            onForgetCustomer={remembered ? forgetMe : undefined}
          />
        ) : null}
      </div>
      {sheet ? (
        <Suspense fallback={null}>
          <ItemSheet
            key={sheet.line ? keyOf(sheet.line) : sheet.product.id}
            product={sheet.product}
            mode={sheet.line ? 'edit' : 'add'}
            initial={
              sheet.line
                ? { choices: sheet.line.choices ?? [], quantity: sheet.line.quantity }
                : undefined
            }
            onClose={() => setSheet(undefined)}
            onConfirm={({ choices, quantity }: ItemSheetResult) => {
              const { product, line } = sheet;
              setSheet(undefined);
              if (line) {
                dispatch({ type: 'replace', id: keyOf(line), product, choices, quantity });
                toast.success('Item atualizado.');
              } else apply({ type: 'add', product, choices, quantity });
            }}
          />
        </Suspense>
      ) : null}
      <StoreFooter />
      {count > 0 ? (
        <Suspense fallback={null}>
          <CartBar
            count={count}
            total={(quote.totalCents - discountCents) / 100}
            cartRef={cartRef}
            onShowCart={showCart}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
