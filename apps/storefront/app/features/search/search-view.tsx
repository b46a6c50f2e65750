import { Form } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { TEXT_SEARCH } from "../../lib/api/text-search-query";
import { ProductsWithLoadMore } from "../../parts/catalog-filters/load-more";
import type { SearchPage } from "./search-page-data";
import "./search.css";

/** `/search?q=`: the search box again, the results by relevance, and load-more. */
export function SearchView({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const { text, term, products, total, query, failed, offline } = page;
  return (
    <div className="search-page">
      <h1 className="page-title">{term ? t("search.resultsFor", { term }) : t("search.title")}</h1>
      {/* The header's box holds the term; a page without results offers its own, larger box. */}
      {term ? null : (
        <Form method="get" role="search" className="search-page__form">
          <label htmlFor="search-page-term" className="visually-hidden">
            {t("search.label")}
          </label>
          <input
            id="search-page-term"
            type="search"
            name="q"
            defaultValue={text}
            minLength={TEXT_SEARCH.minTermLength}
            placeholder={t("search.placeholder")}
            className="search-page__input"
            enterKeyHint="search"
          />
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
        </Form>
      )}
      {text.trim() !== "" && !term ? (
        <p className="search-page__note" role="alert">
          {t("search.tooShort")}
        </p>
      ) : null}
      {failed ? (
        <p className="search-page__note" role="alert">
          {t("search.failed")}
        </p>
      ) : null}
      {offline ? (
        <p
          className="search-page__note search-page__note--offline"
          role="status"
          data-testid="search-offline"
        >
          {offline === "kept" ? t("search.offlineKept") : t("search.offlineNone")}
        </p>
      ) : null}
      {term && !failed && offline !== "none" ? (
        <>
          <p className="search-page__count">{t("search.count", { count: total })}</p>
          {products.length > 0 ? (
            <ProductsWithLoadMore
              products={products}
              query={query}
              total={total}
              listId="search-products"
            />
          ) : (
            <p className="empty-note">{t("search.none")}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
