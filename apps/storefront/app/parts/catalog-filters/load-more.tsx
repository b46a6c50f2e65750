import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { PRODUCT_LIST_SIZE } from "../../lib/api/catalog-requests";
import { ProductGrid } from "../products/product-grid";
import { type ListQuery, MAX_PAGE } from "./list-query";
import { listQueryString } from "./url-list-query";
import "../../i18n/catalog-list-texts";

interface LoadMoreProps {
  query: ListQuery;
  shown: number;
  total: number;
  /** The list the new products join; its first new card gets the focus. */
  listId: string;
}

/**
 * docs/specification/catalogue.md: load-more fetches the next page until the total is reached. It is a link to the
 * next page (the URL keeps how many pages are loaded, so back and reload show them all). Past
 * the catalogue search's window (MAX_PAGE) the button gives way to a message to choose a filter
 * or sort order.
 */
export function LoadMore({ query, shown, total, listId }: LoadMoreProps) {
  const { t } = useTranslation();
  const lastPage = useRef(query.page);

  // After more products arrive, keyboard users continue at the first new one.
  useEffect(() => {
    if (query.page > lastPage.current) {
      const first = (lastPage.current * PRODUCT_LIST_SIZE).toString();
      const card = document.querySelector<HTMLElement>(`#${listId} [data-index="${first}"] a`);
      card?.focus({ preventScroll: true });
    }
    lastPage.current = query.page;
  }, [query.page, listId]);

  return (
    <div className="load-more">
      <p className="load-more__count" aria-live="polite">
        {t("category.showing", { shown, total })}
      </p>
      <progress className="load-more__bar" max={total} value={shown} aria-hidden="true" />
      {shown < total && query.page >= MAX_PAGE ? (
        <p className="load-more__limit" role="status">
          {t("category.refineToSeeMore", { shown })}
        </p>
      ) : shown < total ? (
        <Link
          to={{ search: listQueryString({ ...query, page: query.page + 1 }) }}
          preventScrollReset
          replace
          rel="nofollow"
          className="button button--quiet"
        >
          {t("category.loadMore")}
        </Link>
      ) : null}
    </div>
  );
}

/** A listing's products so far, with load-more under them; the next page's cards join this grid. */
export function ProductsWithLoadMore({
  products,
  query,
  total,
  listId,
}: {
  products: readonly ProductCardDocument[];
  query: ListQuery;
  total: number;
  listId: string;
}) {
  return (
    <>
      <ProductGrid products={products} nameTag="h2" id={listId} />
      <LoadMore query={query} shown={products.length} total={total} listId={listId} />
    </>
  );
}
