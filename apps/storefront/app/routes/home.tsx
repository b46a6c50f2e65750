import { errorPageMeta } from "../features/errors/error-meta";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { CategoryTiles } from "../features/home/category-tiles";
import { loadCategoryTiles } from "../features/home/category-tiles-data";
import { Hero } from "../features/home/hero";
import { ProductGrid } from "../features/products/product-grid";
import { translator, useTranslation } from "../i18n/i18n";
import { searchProducts } from "../lib/api/catalog";
import {
  listedProductsBody,
  NEW_COLLECTION_SIZE,
  NEW_COLLECTION_SORT,
} from "../lib/api/catalog-requests";
import { pageMeta, pageSeo } from "../lib/seo";
import { storeViewFromPath } from "../lib/store-view";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return errorPageMeta(error, location.pathname);
  const t = translator(storeViewFromPath(location.pathname).storeCode);
  return pageMeta(t("home.title"), t("home.description"), loaderData.seo);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  // Decorative: streamed after the page, and left out if it fails.
  const tiles = loadCategoryTiles(context.api, store).catch((error: unknown) => {
    console.error("Homepage category tiles failed", error);
    return null;
  });
  // Seed 2 §9: the new collection is the 8 newest products.
  const newCollection = await searchProducts(context.api, store, listedProductsBody(), {
    size: NEW_COLLECTION_SIZE,
    from: 0,
    sort: NEW_COLLECTION_SORT,
  });
  return {
    newCollection: newCollection.items,
    tiles,
    seo: pageSeo(request, store.storeCode, { nl: "/", en: "/en" }),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { newCollection, tiles } = loaderData;
  return (
    <div className="home">
      <Hero image={newCollection[0]?.image ?? null} ctaHref="#new-collection" />
      <section className="home-section" id="new-collection" aria-labelledby="home-new">
        <h2 id="home-new" className="section-title">
          {t("home.newCollection")}
        </h2>
        {newCollection.length > 0 ? (
          <ProductGrid products={newCollection} belowFold />
        ) : (
          <p className="empty-note">{t("home.emptyCollection")}</p>
        )}
      </section>
      <CategoryTiles tiles={tiles} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
