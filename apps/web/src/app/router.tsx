import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/paths';
import { RootLayout } from '@/components/RootLayout';
import { RequireAuth } from '@/components/RequireAuth';
import { RouteError } from '@/components/RouteError';
import { PageSpinner } from '@/components/PageSpinner';

/**
 * Routes of docs/PRODUCT.md §2; each page is its own lazily loaded chunk. A page of one business
 * area comes straight from its feature; a page that composes several areas has its route file in
 * `routes/` (features never import each other: ARCHITECTURE.md "Web").
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      {
        path: paths.home,
        lazy: async () => ({
          Component: (await import('@/features/landing/components/LandingPage')).LandingPage,
        }),
      },
      {
        path: paths.signup,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/SignUpPage')).SignUpPage,
        }),
      },
      {
        path: paths.signin,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/SignInPage')).SignInPage,
        }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/ForgotPasswordPage'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/ResetPasswordPage'))
            .ResetPasswordPage,
        }),
      },
      {
        path: paths.checkout,
        lazy: async () => ({
          Component: (await import('@/features/billing/components/CheckoutPage')).CheckoutPage,
        }),
      },
      {
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('@/features/account/components/ConfirmEmailPage'))
            .ConfirmEmailPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The panel (installable app, its service worker): only the /admin routes.
            lazy: async () => ({
              Component: (await import('@/features/alerts/components/AdminPanelLayout'))
                .AdminPanelLayout,
            }),
            children: [
              {
                path: paths.admin,
                lazy: async () => ({
                  Component: (await import('./routes/admin/AdminPage')).AdminPage,
                }),
              },
              {
                path: paths.orders,
                lazy: async () => ({
                  Component: (await import('./routes/admin/OrdersRoute')).OrdersRoute,
                }),
              },
              {
                path: paths.orderingSettings,
                lazy: async () => ({
                  Component: (await import('./routes/admin/OrderingSettingsRoute'))
                    .OrderingSettingsRoute,
                }),
              },
              {
                path: paths.performance,
                lazy: async () => ({
                  Component: (await import('@/features/analytics/components/PerformancePage'))
                    .PerformancePage,
                }),
              },
              {
                path: paths.customers,
                lazy: async () => ({
                  Component: (await import('@/features/customers/components/CustomersPage'))
                    .CustomersPage,
                }),
              },
              {
                path: paths.coupons,
                lazy: async () => ({
                  Component: (await import('@/features/coupons/components/CouponsPage'))
                    .CouponsPage,
                }),
              },
            ],
          },
          {
            path: paths.membership,
            lazy: async () => ({
              Component: (await import('@/features/billing/components/MembershipPage'))
                .MembershipPage,
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
          Component: (await import('./routes/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
