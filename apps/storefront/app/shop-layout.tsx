import { Links, Meta, Scripts, useRouteLoaderData } from "react-router";
import { loadCheckoutCart } from "./features/cart/public";
import { OfflineOrdersWaitingEverywhere } from "./features/checkout/offline/orders-waiting-everywhere";
import { TextPreloads } from "./i18n/text-preloads";
import { useStoreView } from "./lib/use-store-view";
import { CookieNotice } from "./parts/layout/cookie-notice";
import { SiteFooter } from "./parts/layout/site-footer";
import { SiteHeader } from "./parts/layout/site-header";
import { SkipLink } from "./parts/layout/skip-link";
import { TestModeNotice } from "./parts/layout/test-mode-notice";
import { Notifications } from "./parts/notifications/notifications";
import { ChangesWaitingEverywhere } from "./parts/offline/changes-waiting-everywhere";
import { connectQueueCart } from "./parts/offline/queue-cart";
import { MinimalHeader } from "./parts/shell/minimal-header";
import { NavigationProgress } from "./parts/shell/navigation-progress";
import { usePageLayout } from "./parts/shell/page-layout";
import { ScrollPositions } from "./parts/shell/scroll-positions";
import { useServiceWorker } from "./pwa/use-service-worker";
import type { RootData } from "./root-data";

// The offline queue loads the tab's cart through this, so neither part imports the other.
connectQueueCart(loadCheckoutCart);

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
