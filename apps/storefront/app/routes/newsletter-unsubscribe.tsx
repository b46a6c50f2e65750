import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { NewsletterLinkPage } from "../features/newsletter/newsletter-link-page";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageMeta } from "../lib/seo";
import { storeViewFromPath } from "../lib/store-view";
import type { Route } from "./+types/newsletter-unsubscribe";
import "../i18n/services-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

/** `/newsletter/unsubscribe?token=`: the link of the newsletter mails, followed in the browser. */
export const meta: Route.MetaFunction = ({ location }) =>
  unlistedPageMeta(
    `${translator(storeViewFromPath(location.pathname).storeCode)("newsletter.unsubscribeTitle")} | Etalage`,
  );

export default function NewsletterUnsubscribeRoute() {
  return <NewsletterLinkPage link="unsubscribe" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
