import { pathWithinStore, storePath, storeViewFromPath } from "@etalage/contracts";
import { data } from "react-router";
import { loadCmsPage } from "../features/cms/cms-page-data.server";
import { CmsView } from "../features/cms/cms-view";
import { contactAddress } from "../features/contact/contact-address.server";
import { ContactForm } from "../features/contact/contact-form";
import type { TextsHandle } from "../i18n/text-preloads";
import { pageMeta, pageSeo } from "../lib/seo";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/contact";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

/** Written by the loader on the server: the browser needs no code to describe the page. */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData ? loaderData.meta : errorPageMeta(error, location.pathname);

/** `/contact` (docs/specification/routes-and-screens.md): the `contact` CMS page, and the contact form under it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const store = storeViewFromPath(pathname);
  const ownPath = pathWithinStore(pathname);
  const page = await loadCmsPage(context.api, store, "contact", (view) => storePath(view, ownPath));
  if (!page) throw data(null, { status: 404 });
  const seo = pageSeo(request, store.storeCode, page.alternates);
  return {
    page,
    shopAddress: contactAddress(),
    seo,
    meta: pageMeta(`${page.title} | Etalage`, page.metaDescription, seo),
  };
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CmsView page={loaderData.page} />
      <ContactForm shopAddress={loaderData.shopAddress} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
