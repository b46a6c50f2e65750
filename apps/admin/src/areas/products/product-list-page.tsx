import type { ProductListRow } from "@etalage/contracts";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import type { ListColumn } from "../../shared/data-table";
import { money } from "../../shared/format";
import { useLanguage, useTexts } from "../../shared/language";
import { badgeColumn, linkColumn } from "../../shared/list-columns";
import { ListFilters } from "../../shared/list-filters";
import { useListParams } from "../../shared/list-params";
import { ListTable } from "../../shared/list-table";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { SelectField } from "../../shared/select-field";
import { useMe } from "../../shared/session";
import { BulkActions } from "./bulk-actions";
import { productTexts } from "./product-texts";
import {
  PRODUCT_PAGE_SIZE,
  type ProductListQuery,
  queryOf,
  useCategories,
  useProductList,
} from "./products-api";

export function ProductListPage() {
  const t = useTexts(productTexts);
  const { language } = useLanguage();
  usePageTitle(t.listTitle);
  const me = useMe();
  const owner = me.data?.role === "owner";
  const { params, setParams, setParam: setListParam } = useListParams();
  const query = queryOf(params);
  const list = useProductList(query);
  const categories = useCategories();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<string | null>(null);

  /** A new filter or page chooses nothing yet. */
  const setParam = (name: string, value: string | undefined) => {
    setChosen(new Set());
    setListParam(name, value);
  };

  const rows = list.data?.items ?? [];
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

  const columns = useMemo<ListColumn<ProductListRow>[]>(
    () => [
      linkColumn(
        "sku",
        t.sku,
        (row) => row.sku,
        (row) => `/products/${encodeURIComponent(row.sku)}`,
      ),
      { id: "name", header: t.name, accessorFn: (row) => row.name[language] },
      { id: "type", header: t.type, accessorFn: (row) => t.types[row.type] ?? row.type },
      badgeColumn(
        "status",
        t.status,
        (row) => t.statuses[row.status],
        (row) => `badge-product-${row.status}`,
      ),
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
  const choosing: ListColumn<ProductListRow> = {
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
    <SelectField
      id={`product-${name}`}
      label={label}
      value={String(query[name] ?? "")}
      onChange={(value) => setParam(name, value)}
      options={options}
      any={t.any}
    />
  );

  return (
    <Screen
      id="products"
      title={t.listTitle}
      actions={
        owner ? (
          <Link to="/products/new" className="button">
            {t.newProduct}
          </Link>
        ) : null
      }
    >
      <ListFilters
        search={{
          id: "product-search",
          label: t.search,
          value: query.q,
          placeholder: t.searchHint,
        }}
        onSearch={(text) => setParam("q", text)}
        clear={params.toString() ? { label: t.clear, onClear: () => setParams({}) } : undefined}
      >
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
      </ListFilters>
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
      <ListTable
        list={list}
        counted
        frame="products-table"
        caption={t.listCaption}
        columns={owner ? [choosing, ...columns] : columns}
        rowKey={(row) => row.sku}
        empty={t.none}
        page={query.page}
        pageSize={PRODUCT_PAGE_SIZE}
        onPage={(page) => setParam("page", String(page))}
      />
    </Screen>
  );
}
