import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { NewsletterLinkPage } from "../features/newsletter/newsletter-link-page";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageMeta } from "../lib/seo";
import { storeViewFromPath } from "../lib/store-view";
import type { Route } from "./+types/newsletter-confirm";
import "../i18n/services-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

/** `/newsletter/confirm?token=`: the link of the newsletter mails, followed in the browser. */
export const meta: Route.MetaFunction = ({ location }) =>
  unlistedPageMeta(
    `${translator(storeViewFromPath(location.pathname).storeCode)("newsletter.confirmTitle")} | Etalage`,
  );

export default function NewsletterConfirmRoute() {
  return <NewsletterLinkPage link="confirm" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
