import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { money } from "../../shared/format";
import { useLanguage, useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Pager } from "../../shared/pager";
import { useMe } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { BulkActions } from "./bulk-actions";
import { productTexts } from "./product-texts";
import {
  PRODUCT_PAGE_SIZE,
  type ProductListQuery,
  type ProductRow,
  queryOf,
  useCategories,
  useProductList,
} from "./products-api";

export function ProductListPage() {
  const t = useTexts(productTexts);
  const shared = useTexts(sharedTexts);
  const { language } = useLanguage();
  usePageTitle(t.listTitle);
  const me = useMe();
  const owner = me.data?.role === "owner";
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useProductList(query);
  const categories = useCategories();
  const search = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<string | null>(null);

  const setParam = (name: string, value: string | undefined) => {
    setChosen(new Set());
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== "page") next.delete("page");
      return next;
    });
  };

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.sku));
  const toggle = (sku: string) => {
    setDone(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(sku)) next.delete(sku);
      else next.add(sku);
      return next;
    });
  };

  const columns = useMemo<ListColumn<ProductRow>[]>(
    () => [
      {
        id: "sku",
        header: t.sku,
        accessorFn: (row) => row.sku,
        cell: ({ row }) => (
          <Link to={`/products/${encodeURIComponent(row.original.sku)}`} data-row-link>
            {row.original.sku}
          </Link>
        ),
      },
      { id: "name", header: t.name, accessorFn: (row) => row.name[language] },
      { id: "type", header: t.type, accessorFn: (row) => t.types[row.type] ?? row.type },
      {
        id: "status",
        header: t.status,
        accessorFn: (row) => t.statuses[row.status],
        cell: ({ row }) => (
          <span className={`badge badge-product-${row.original.status}`}>
            {t.statuses[row.original.status]}
          </span>
        ),
      },
      {
        id: "price",
        header: t.price,
        accessorFn: (row) => money(row.price),
        cell: ({ row }) =>
          row.original.special_price === null ? (
            money(row.original.price)
          ) : (
            <span className="price-cell">
              <s>{money(row.original.price)}</s>
              <span>{money(row.original.special_price)}</span>
            </span>
          ),
      },
      { id: "items", header: t.qty, accessorFn: (row) => row.qty },
    ],
    [t, language],
  );
  const choosing: ListColumn<ProductRow> = {
    id: "choose",
    header: () => (
      <input
        type="checkbox"
        aria-label={t.chooseAll}
        checked={allChosen}
        onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((row) => row.sku)))}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={t.choose(row.original.sku)}
        checked={chosen.has(row.original.sku)}
        onChange={() => toggle(row.original.sku)}
      />
    ),
  };

  const select = (name: keyof ProductListQuery, label: string, options: [string, string][]) => (
    <div className="field">
      <label htmlFor={`product-${name}`}>{label}</label>
      <select
        id={`product-${name}`}
        value={String(query[name] ?? "")}
        onChange={(e) => setParam(name, e.target.value)}
      >
        <option value="">{t.any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="screen" aria-labelledby="products-title">
      <div className="screen-head">
        <h1 id="products-title" className="screen-title">
          {t.listTitle}
        </h1>
        {owner ? (
          <Link to="/products/new" className="button">
            {t.newProduct}
          </Link>
        ) : null}
      </div>
      <search>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            setParam("q", search.current?.value.trim());
          }}
        >
          <div className="field field-search">
            <label htmlFor="product-search">{t.search}</label>
            <div className="search-row">
              <input
                id="product-search"
                ref={search}
                type="search"
                defaultValue={query.q ?? ""}
                key={query.q ?? ""}
                placeholder={t.searchHint}
              />
              <button type="submit" className="button">
                {t.searchButton}
              </button>
            </div>
          </div>
          {select(
            "category",
            t.category,
            (categories.data ?? []).map((c) => [String(c.id), c.path[language]]),
          )}
          {select("status", t.status, [
            ["enabled", t.statuses.enabled],
            ["disabled", t.statuses.disabled],
          ])}
          {select(
            "type",
            t.type,
            ["simple", "configurable", "bundle"].map((type) => [type, t.types[type] ?? type]),
          )}
          {select("stock", t.stock, [
            ["low", t.stockFilters.low],
            ["out", t.stockFilters.out],
          ])}
          {params.toString() ? (
            <button type="button" className="link-button" onClick={() => setParams({})}>
              {t.clear}
            </button>
          ) : null}
        </form>
      </search>
      <ApiMessage error={list.error} />
      {owner && chosen.size > 0 ? (
        <BulkActions
          chosen={rows.filter((row) => chosen.has(row.sku))}
          onDone={(text) => {
            setChosen(new Set());
            setDone(text);
          }}
        />
      ) : null}
      <DoneMessage text={done} />
      {list.data ? (
        <>
          <p className="muted" aria-live="polite">
            {shared.rowsFound(total)}
          </p>
          <div className="products-table">
            <DataTable
              caption={t.listCaption}
              columns={owner ? [choosing, ...columns] : columns}
              rows={rows}
              rowKey={(row) => row.sku}
              empty={t.none}
            />
          </div>
          {total > PRODUCT_PAGE_SIZE ? (
            <Pager
              page={query.page}
              pageSize={PRODUCT_PAGE_SIZE}
              total={total}
              onPage={(page) => setParam("page", String(page))}
            />
          ) : null}
        </>
      ) : list.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
    </section>
  );
}
