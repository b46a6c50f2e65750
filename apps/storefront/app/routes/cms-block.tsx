import { STORE_VIEWS, type StoreCode, storePath, storeViewFromPath } from "@etalage/contracts";
import { data } from "react-router";
import { CmsBlockList } from "../features/cms/cms-block-list";
import { type CmsBlockChoice, loadCmsBlocks } from "../features/cms/cms-blocks-data.server";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { pageSeo, unlistedPageMeta } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/cms-block";
import "../i18n/services-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

/** A working page of the shop's content, not one for search engines. */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = translator(storeViewFromPath(location.pathname).storeCode);
  const title = loaderData?.single ? loaderData.blocks[0]?.title : t("cmsBlock.title");
  return unlistedPageMeta(`${title ?? t("cmsBlock.title")} | Etalage`);
};

const IDENTIFIER = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const IDS = /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,149}$/;

/** `?identifier=usp-bar` (equals), `?id=2` or `?id=1,3` (like on the id), else every block. */
function choiceOf(url: URL): CmsBlockChoice | null {
  const identifier = url.searchParams.get("identifier");
  const id = url.searchParams.get("id");
  if (identifier !== null) return IDENTIFIER.test(identifier) ? { identifier } : null;
  if (id !== null) return IDS.test(id) ? { ids: id.split(",").map(Number) } : null;
  return "all";
}

/**
 * `/cms-block` (docs/specification/routes-and-screens.md): CMS blocks through the catalogue's CMS entity search, in the store
 * view's language. Nothing found ('CMS query returned empty result') is the page-not-found page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const store = storeViewFromPath(url.pathname);
  const choice = choiceOf(url);
  if (!choice) throw data(null, { status: 404 });
  const blocks = await loadCmsBlocks(context.api, store, choice);
  if (blocks.length === 0) throw data(null, { status: 404 });
  const path = (code: StoreCode) => `${storePath(STORE_VIEWS[code], "/cms-block")}${url.search}`;
  return {
    blocks,
    single: choice !== "all" && blocks.length === 1,
    seo: pageSeo(request, store.storeCode, { nl: path("nl"), en: path("en") }),
  };
}

export default function CmsBlockRoute({ loaderData }: Route.ComponentProps) {
  return <CmsBlockList blocks={loaderData.blocks} single={loaderData.single} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
