/** Every route path of the SPA (docs/PRODUCT.md §2). Features link through these only. */
export const paths = {
  home: '/',
  signup: '/signup',
  signin: '/signin',
  checkout: '/checkout',
  admin: '/admin',
  /** The seller's orders. */
  orders: '/admin/pedidos',
  /** The store's ordering options, "Pedidos e entrega". */
  orderingSettings: '/admin/pedidos-e-entrega',
  /** The seller's numbers: visits, carts, orders, revenue. */
  performance: '/admin/desempenho',
  /** The store's customers, read from its orders by phone (docs/API.md §8). */
  customers: '/admin/clientes',
  /** The store's coupons (docs/API.md §8). */
  coupons: '/admin/cupons',
  membership: '/membership',
  confirmEmail: '/confirm-email',
  /** "Esqueci minha senha": asks the e-mail (docs/API.md §7). */
  forgotPassword: '/esqueci-senha',
  /** Target of the reset e-mail's link, `?token=…` (docs/API.md §7). */
  resetPassword: '/redefinir-senha',
  /** Route pattern of a store's public catalogue; the last route before the 404. */
  catalogPattern: '/:slug',
  catalog: (slug: string): string => `/${encodeURIComponent(slug)}`,
  /** Where a 401 outside the sign-in page sends the seller. */
  sessionExpired: '/signin?reason=session_expired',
} as const;

/** Value of `?reason=` on /signin after an expired session. */
export const SESSION_EXPIRED_REASON = 'session_expired';
