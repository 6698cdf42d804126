import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { RootLayout } from './components/RootLayout';
import { RequireAuth } from './components/RequireAuth';
import { RouteError } from './components/RouteError';
import { PageSpinner } from './components/PageSpinner';

/** Routes of docs/PRODUCT.md §2; each feature's code is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      {
        path: paths.home,
        lazy: async () => ({
          Component: (await import('./features/landing/LandingPage')).LandingPage,
        }),
      },
      {
        path: paths.signup,
        lazy: async () => ({ Component: (await import('./features/auth/SignUpPage')).SignUpPage }),
      },
      {
        path: paths.signin,
        lazy: async () => ({ Component: (await import('./features/auth/SignInPage')).SignInPage }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await import('./features/auth/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('./features/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: paths.checkout,
        lazy: async () => ({
          Component: (await import('./features/checkout/CheckoutPage')).CheckoutPage,
        }),
      },
      {
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('./features/confirm-email/ConfirmEmailPage')).ConfirmEmailPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The panel (installable app, its service worker): only the /admin routes.
            lazy: async () => ({
              Component: (await import('./features/admin/alerts/AdminPanelLayout'))
                .AdminPanelLayout,
            }),
            children: [
              {
                path: paths.admin,
                lazy: async () => ({
                  Component: (await import('./features/admin/AdminPage')).AdminPage,
                }),
              },
              {
                path: paths.orders,
                lazy: async () => ({
                  Component: (await import('./features/admin/orders/OrdersPage')).OrdersPage,
                }),
              },
              {
                path: paths.orderingSettings,
                lazy: async () => ({
                  Component: (await import('./features/admin/settings/OrderingSettingsPage'))
                    .OrderingSettingsPage,
                }),
              },
              {
                path: paths.performance,
                lazy: async () => ({
                  Component: (await import('./features/admin/performance/PerformancePage'))
                    .PerformancePage,
                }),
              },
              {
                path: paths.customers,
                lazy: async () => ({
                  Component: (await import('./features/admin/customers/CustomersPage'))
                    .CustomersPage,
                }),
              },
              {
                path: paths.coupons,
                lazy: async () => ({
                  Component: (await import('./features/admin/coupons/CouponsPage')).CouponsPage,
                }),
              },
            ],
          },
          {
            path: paths.membership,
            lazy: async () => ({
              Component: (await import('./features/membership/MembershipPage')).MembershipPage,
            }),
          },
        ],
      },
      {
        path: paths.catalogPattern,
        lazy: async () => ({
          Component: (await import('./routes/PublicCatalogRoute')).PublicCatalogRoute,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./features/not-found/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
