import { data, useRouteLoaderData } from "react-router";
import { Breadcrumbs } from "../features/category/breadcrumbs";
import { loadCategoryPage } from "../features/category/category-page-data";
import { SubcategoryLinks } from "../features/category/subcategory-links";
import { errorPageMeta } from "../features/errors/error-meta";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { ProductGrid } from "../features/products/product-grid";
import { translator, useTranslation } from "../i18n/i18n";
import { pageMeta, pageSeo } from "../lib/seo";
import { storeViewFromPath } from "../lib/store-view";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/category";
import "../features/category/category.css";

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return errorPageMeta(error, location.pathname);
  const t = translator(storeViewFromPath(location.pathname).storeCode);
  const { name } = loaderData.category;
  return pageMeta(`${name} | Etalage`, t("category.description", { name }), loaderData.seo);
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const page = await loadCategoryPage(context.api, store, params.slug);
  if (!page) throw data(null, { status: 404 });
  return { ...page, seo: pageSeo(request, store.storeCode, page.alternates) };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, trail, products, total } = loaderData;
  const menu = useRouteLoaderData<typeof rootLoader>("root")?.menu ?? [];
  const children = menu.find((item) => item.id === category.id)?.children ?? [];
  return (
    <div className="category-page">
      <Breadcrumbs trail={trail} />
      <header className="category-page__header">
        <h1 className="page-title">{category.name}</h1>
        <p className="category-page__count">{t("category.productCount", { count: total })}</p>
        <SubcategoryLinks items={children} label={t("header.submenuOf", { name: category.name })} />
      </header>
      {products.length > 0 ? (
        <ProductGrid products={products} nameTag="h2" />
      ) : (
        <p className="empty-note">{t("category.empty")}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
