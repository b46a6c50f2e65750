import { Links, Meta, Scripts, useRouteLoaderData } from "react-router";
import { loadCheckoutCart } from "./features/cart/public";
import { OfflineOrdersWaitingEverywhere } from "./features/checkout/offline/orders-waiting-everywhere";
import { CookieNotice } from "./features/layout/cookie-notice";
import { SiteFooter } from "./features/layout/site-footer";
import { SiteHeader } from "./features/layout/site-header";
import { SkipLink } from "./features/layout/skip-link";
import { TestModeNotice } from "./features/layout/test-mode-notice";
import { Notifications } from "./features/notifications/notifications";
import { ChangesWaitingEverywhere } from "./features/offline/changes-waiting-everywhere";
import { connectQueueCart } from "./features/offline/queue-cart";
import { MinimalHeader } from "./features/shell/minimal-header";
import { NavigationProgress } from "./features/shell/navigation-progress";
import { usePageLayout } from "./features/shell/page-layout";
import { ScrollPositions } from "./features/shell/scroll-positions";
import { TextPreloads } from "./i18n/text-preloads";
import { useStoreView } from "./lib/use-store-view";
import { useServiceWorker } from "./pwa/use-service-worker";
import type { RootData } from "./root-data";

// The offline queue reaches the tab's cart through this, so neither part imports the other.
connectQueueCart(async () => {
  const { theCart } = await loadCheckoutCart();
  return { cartId: () => theCart().get().token, reload: () => theCart().sync({ force: true }) };
});

/** The document every page shares: head, header, main, footer and the notices of every page. */
export function ShopLayout({ children }: { children: React.ReactNode }) {
  const store = useStoreView();
  const data = useRouteLoaderData<RootData>("root");
  const minimal = usePageLayout() === "minimal";
  useServiceWorker();
  return (
    <html lang={store.storeCode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf8f4" />
        {/* Each store view installs as its own app, in its language (issue 15). */}
        <link rel="manifest" href={`${store.urlPrefix}/manifest.webmanifest`} />
        <Meta />
        <Links />
        <TextPreloads />
      </head>
      <body>
        <SkipLink />
        {data?.testMode ? <TestModeNotice /> : null}
        <NavigationProgress />
        {minimal ? <MinimalHeader /> : <SiteHeader menu={data?.menu ?? []} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {minimal ? null : <SiteFooter />}
        <Notifications />
        <OfflineOrdersWaitingEverywhere />
        <ChangesWaitingEverywhere />
        <CookieNotice />
        <ScrollPositions />
        <Scripts />
      </body>
    </html>
  );
}
