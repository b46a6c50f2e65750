import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { ActiveFilters } from "../../parts/catalog-filters/active-filters";
import { FilterIcon } from "../../parts/catalog-filters/filter-icons";
import { FilterPanel } from "../../parts/catalog-filters/filter-panel";
import { ProductsWithLoadMore } from "../../parts/catalog-filters/load-more";
import { SortSelect } from "../../parts/catalog-filters/sort-select";
import { hasFilters } from "../../parts/catalog-filters/url-list-query";
import type { loader as rootLoader } from "../../root";
import { Breadcrumbs } from "./breadcrumbs";
import type { CategoryPage } from "./category-page-data";
import { ListWarning } from "./list-warning";
import { SubcategoryLinks } from "./subcategory-links";
import "../../parts/catalog-filters/filters.css";
import "./category.css";
import "../../i18n/catalog-list-texts";

/** The category page: breadcrumbs, title, filters and sort, the products and load-more. */
export function CategoryView({ page }: { page: CategoryPage }) {
  const { t } = useTranslation();
  const { category, trail, products, total, query, filters, failed } = page;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const menu = useRouteLoaderData<typeof rootLoader>("root")?.menu ?? [];
  const children = menu.find((item) => item.id === category.id)?.children ?? [];
  const chosen = filters.reduce(
    (count, group) => count + group.options.filter((option) => option.selected).length,
    0,
  );
  return (
    <div className="category-page">
      <Breadcrumbs trail={trail} />
      <header className="category-page__header">
        <h1 className="page-title">{category.name}</h1>
        <SubcategoryLinks items={children} label={t("header.submenuOf", { name: category.name })} />
      </header>
      <div className="listing">
        <div className="listing__toolbar">
          <button
            type="button"
            className="listing__filter-toggle"
            aria-expanded={filtersOpen}
            aria-controls="list-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon />
            {t("filters.title")}
            {chosen > 0 ? <span className="listing__filter-count">{chosen}</span> : null}
          </button>
          <p className="listing__count category-page__count">
            {t("category.productCount", { count: total })}
          </p>
          <SortSelect query={query} />
        </div>
        <aside
          id="list-filters"
          className="listing__filters"
          data-open={filtersOpen || undefined}
          aria-label={t("filters.title")}
        >
          <FilterPanel groups={filters} query={query} />
        </aside>
        <div className="listing__results">
          <ActiveFilters groups={filters} query={query} />
          {products.length > 0 ? (
            <ProductsWithLoadMore
              products={products}
              query={query}
              total={total}
              listId="category-products"
            />
          ) : (
            <ListWarning query={query} failed={failed || (!hasFilters(query) && total === 0)} />
          )}
        </div>
      </div>
    </div>
  );
}
