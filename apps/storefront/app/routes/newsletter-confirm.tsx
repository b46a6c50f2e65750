import { followOnServer, postedToken } from "../features/newsletter/newsletter-link.server";
import { NewsletterLinkPage } from "../features/newsletter/newsletter-link-page";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/newsletter-confirm";
import "../i18n/services-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

/** The page carries the link's token: it stays out of the shared page cache and every other. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
});

/** `/newsletter/confirm?token=`: the link of the newsletter mails, followed in the browser. */
export const meta: Route.MetaFunction = unlistedPageTitled("newsletter.confirmTitle");

/** The page's form posted without scripts: the server follows the link. */
export async function action({ request, context }: Route.ActionArgs) {
  return { outcome: await followOnServer(context.api, "confirm", await postedToken(request)) };
}

export default function NewsletterConfirmRoute({ actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage link="confirm" posted={actionData?.outcome} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
