import { ContactCopyPage } from "../features/contact/contact-copy-page";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/contact-copy";
import "../i18n/services-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

/** `/contact/copy?token=`: the link of the mail that asks a guest to confirm her copy. */
export const meta: Route.MetaFunction = unlistedPageTitled("contact.copyTitle");

export default function ContactCopyRoute() {
  return <ContactCopyPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
