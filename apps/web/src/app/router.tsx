import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { LandingPage } from '../features/landing';
import { investigatorSegments, myPageSegments, paths } from '../lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

// Everything but the landing page is a lazy chunk, so `/` loads only what it shows.
const lazyLogin = async () => ({ Component: (await import('./routes/login-route')).LoginRoute });
const lazyPrivacy = async () => ({ Component: (await import('./routes/privacy-route')).PrivacyRoute });
const lazyTerms = async () => ({ Component: (await import('./routes/terms-route')).TermsRoute });
const lazyExtension = async () => ({ Component: (await import('./routes/extension-route')).ExtensionRoute });
const lazyNotFound = async () => ({ Component: (await import('./routes/not-found-route')).NotFoundRoute });
const lazyMyPageLayout = async () => ({ Component: (await import('./layouts/my-page-layout')).MyPageLayout });
const lazyProfile = async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute });
const lazyWorkspaces = async () => ({
  Component: (await import('./routes/workspaces-route')).WorkspacesRoute,
});
const lazyProducts = async () => ({ Component: (await import('./routes/products-route')).ProductsRoute });
const lazySync = async () => ({ Component: (await import('./routes/sync-route')).SyncRoute });
const lazyOrders = async () => ({ Component: (await import('./routes/orders-route')).OrdersRoute });
const lazyUrlParser = async () => ({
  Component: (await import('./routes/url-parser-route')).UrlParserRoute,
});
const lazyPayment = async () => ({ Component: (await import('./routes/payment-route')).PaymentRoute });
const lazyPaymentSuccess = async () => ({
  Component: (await import('./routes/payment-success-route')).PaymentSuccessRoute,
});
const lazyPaymentFail = async () => ({
  Component: (await import('./routes/payment-fail-route')).PaymentFailRoute,
});
const lazyBillingSuccess = async () => ({
  Component: (await import('./routes/billing-success-route')).BillingSuccessRoute,
});
const lazyBillingFail = async () => ({
  Component: (await import('./routes/billing-fail-route')).BillingFailRoute,
});
const lazyAdmin = async () => ({ Component: (await import('./routes/admin-route')).AdminRoute });
const lazyProductSearch = async () => ({
  Component: (await import('./routes/product-search-route')).ProductSearchRoute,
});
const lazyInvestigator = async () => ({
  Component: (await import('./routes/investigator-route')).InvestigatorRoute,
});
const lazyInvestigatorCrawler = async () => ({
  Component: (await import('./routes/investigator-crawler-route')).InvestigatorCrawlerRoute,
});
const lazyInvestigatorProducts = async () => ({
  Component: (await import('./routes/investigator-products-route')).InvestigatorProductsRoute,
});
const lazyInvestigatorAll = async () => ({
  Component: (await import('./routes/investigator-all-route')).InvestigatorAllRoute,
});
const lazyInvestigatorParser = async () => ({
  Component: (await import('./routes/investigator-parser-route')).InvestigatorParserRoute,
});
const fullWidth: RouteHandle = { fullWidth: true };

const toProfile = <Navigate to={paths.myPageProfile} replace />;
const toCrawler = <Navigate to={paths.investigatorCrawler} replace />;

/** The route table; a route may set `handle` (see `RouteHandle`), e.g. `{ fullWidth: true }`. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-[60vh]" />,
    children: [
      {
        element: (
          <PublicLayout>
            <Outlet />
          </PublicLayout>
        ),
        children: [
          { index: true, element: <LandingPage /> },
          { path: paths.login, lazy: lazyLogin },
          { path: paths.privacy, lazy: lazyPrivacy },
          { path: paths.terms, lazy: lazyTerms },
          { path: paths.extension, lazy: lazyExtension },
          { path: '*', lazy: lazyNotFound },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.myPage,
            lazy: lazyMyPageLayout,
            children: [
              { index: true, element: toProfile },
              { path: myPageSegments.profile, lazy: lazyProfile },
              { path: myPageSegments.workspaces, lazy: lazyWorkspaces },
              { path: myPageSegments.products, lazy: lazyProducts, handle: fullWidth },
              { path: myPageSegments.productsSync, lazy: lazySync, handle: fullWidth },
              { path: myPageSegments.orders, lazy: lazyOrders, handle: fullWidth },
              { path: myPageSegments.urlParser, lazy: lazyUrlParser, handle: fullWidth },
              { path: myPageSegments.payment, lazy: lazyPayment },
              // Any other my-page path falls back to the profile (docs/product/account-area.md#account-area-shell).
              { path: '*', element: toProfile },
            ],
          },
          // The admin panel, product search and Investigator live in the account shell (its menu, header and
          // logout), each at its own path (docs/product/public-pages.md#route-table).
          {
            lazy: lazyMyPageLayout,
            children: [
              { path: paths.admin, lazy: lazyAdmin, handle: fullWidth },
              { path: paths.productSearch, lazy: lazyProductSearch },
              {
                path: paths.investigator,
                lazy: lazyInvestigator,
                handle: fullWidth,
                children: [
                  { index: true, element: toCrawler },
                  { path: investigatorSegments.crawler, lazy: lazyInvestigatorCrawler },
                  { path: investigatorSegments.products, lazy: lazyInvestigatorProducts },
                  { path: investigatorSegments.all, lazy: lazyInvestigatorAll },
                  { path: investigatorSegments.parser, lazy: lazyInvestigatorParser },
                  // Any other tab path falls back to the crawler, as the index does.
                  { path: '*', element: toCrawler },
                ],
              },
            ],
          },
          // The provider sends the buyer back here; a plain centred card outside the my-page shell (docs/product/plans-and-payments.md#payment-success-screen).
          { path: paths.paymentSuccess, lazy: lazyPaymentSuccess },
          { path: paths.paymentFail, lazy: lazyPaymentFail },
          // Where the provider returns the seller after registering a card for automatic payment.
          { path: paths.billingSuccess, lazy: lazyBillingSuccess },
          { path: paths.billingFail, lazy: lazyBillingFail },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
