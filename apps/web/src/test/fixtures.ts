import type {
  CatalogItem,
  DashboardInfo,
  OrderLine,
  PublicOrder,
  PublicProduct,
  PublicStore,
  SellerOrder,
} from '@catalogo/contracts/core';

/**
 * Factories of the API's answers for the web tests: each returns a complete value of its
 * contracts type (every field the API always sends), with neutral defaults a test overrides.
 * The types are checked against the real answers by the API's response-types e2e test.
 */

/** A line as tests write it: the fields that matter, the rest defaulted. */
export type OrderLineInput = Pick<OrderLine, 'id' | 'name' | 'price' | 'quantity' | 'lineTotal'> &
  Partial<OrderLine>;

/** An order line without options unless given: `unitPrice` = `price`, `options` `[]`. */
export function orderLine(line: OrderLineInput): OrderLine {
  return { unitPrice: line.price, options: [], ...line };
}

/** What `publicOrder` takes: any field, lines as `orderLine` takes them. */
export type PublicOrderInput = Omit<Partial<PublicOrder>, 'items'> & { items?: OrderLineInput[] };

/**
 * Order nº 1 of "Loja": received, one X-Salada by pickup paid in cash, no coupon, no Pix;
 * `items` go through `orderLine`.
 */
export function publicOrder(over: PublicOrderInput = {}): PublicOrder {
  const at = '2026-11-24T18:00:00.000Z';
  const { items, ...rest } = over;
  return {
    number: 1,
    token: 'tok-1',
    status: 'received',
    createdAt: at,
    updatedAt: at,
    subtotal: 18,
    deliveryFee: 0,
    total: 18,
    fulfilment: 'pickup',
    payment: { method: 'cash', changeFor: null },
    customer: { name: 'Maria', phone: null },
    address: null,
    notes: null,
    history: [{ status: 'received', at }],
    whatsappText: 'Pedido nº 1',
    whatsappUrl: null,
    statusUrl: 'http://localhost/loja/pedido/tok-1',
    pix: null,
    paymentStatus: null,
    pickupAddress: null,
    deliveryFeeToAgree: false,
    freeDelivery: false,
    store: { slug: 'loja', name: 'Loja', phone: null },
    couponCode: null,
    discount: 0,
    ...rest,
    items: (items ?? [{ id: 'l2', name: 'X-Salada', price: 18, quantity: 1, lineTotal: 18 }]).map(
      orderLine,
    ),
  };
}

/** `publicOrder` with the seller's `id`. */
export function sellerOrder(over: PublicOrderInput & { id?: string } = {}): SellerOrder {
  const { id = 'id-1', ...rest } = over;
  return { id, ...publicOrder(rest) };
}

/** A product as tests write it: id, name, price and category, the rest defaulted. */
export type ItemInput<T extends CatalogItem | PublicProduct> = Pick<
  T,
  'id' | 'name' | 'price' | 'category'
> &
  Partial<T>;

/** A seller's catalogue item: no description, available, no photo, no options unless given. */
export function catalogItem(item: ItemInput<CatalogItem>): CatalogItem {
  return {
    description: '',
    available: true,
    photoUrl: null,
    thumbnailUrl: null,
    optionGroups: [],
    ...item,
  };
}

/** A public catalogue product: no description, available, no photo, no options unless given. */
export function publicProduct(item: ItemInput<PublicProduct>): PublicProduct {
  return {
    description: '',
    available: true,
    photoUrl: null,
    thumbnailUrl: null,
    optionGroups: [],
    ...item,
  };
}

/** The public view of a store: no logo, no cover colour unless given. */
export function publicStore(over: Partial<PublicStore> = {}): PublicStore {
  return {
    name: 'Loja',
    phone: null,
    logoUrl: null,
    logoThumbnailUrl: null,
    coverColor: null,
    ...over,
  };
}

/** A new seller's dashboard: inactive, nothing yet, no orders. */
export function dashboardInfo(over: Partial<DashboardInfo> = {}): DashboardInfo {
  return {
    subscriptionStatus: 'inactive',
    nextPaymentDate: null,
    isEmailConfirmed: false,
    catalogItemsCount: 0,
    categoriesCount: 0,
    siteSlug: null,
    storeName: null,
    accessCount: 0,
    lastAccessed: null,
    phone: null,
    aiUsage: { used: 0, limit: 15, renewsAt: null },
    ordersCount: 0,
    ordersThisMonth: 0,
    ordersToday: 0,
    revenueThisMonth: 0,
    ...over,
  };
}
