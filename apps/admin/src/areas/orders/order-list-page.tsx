import { useEffect, useMemo, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { dateTime, isDay, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Pager } from "../../shared/pager";
import { sharedTexts } from "../../shared/shared-texts";
import { ORDER_STATUSES, orderStatusTexts, PAYMENT_STATES } from "./order-status-texts";
import { orderTexts } from "./order-texts";
import {
  ORDER_PAGE_SIZE,
  type OrderListQuery,
  type OrderListRow,
  useOrderList,
} from "./orders-api";

/** The list's search and filters from the URL: a link or a reload shows the same list. */
function queryOf(params: URLSearchParams): OrderListQuery {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const dayParam = (name: string) => {
    const value = text(name);
    return value && isDay(value) ? value : undefined;
  };
  const page = Number(params.get("page"));
  return {
    q: text("q"),
    status: text("status"),
    payment: text("payment"),
    from: dayParam("from"),
    to: dayParam("to"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function OrderListPage() {
  const t = useTexts(orderTexts);
  const shared = useTexts(sharedTexts);
  const labels = useTexts(orderStatusTexts);
  usePageTitle(t.listTitle);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useOrderList(query);
  const search = useRef<HTMLInputElement>(null);

  /** Changes one filter (back to the first page) or the page, keeping the rest of the URL. */
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== "page") next.delete("page");
      return next;
    });

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  // "/" jumps to the search; "[" and "]" turn the pages (not while typing).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("input, select, textarea, dialog") || event.ctrlKey || event.metaKey)
        return;
      if (event.key === "/") {
        event.preventDefault();
        search.current?.focus();
      } else if (event.key === "[" && query.page > 1) setParam("page", String(query.page - 1));
      else if (event.key === "]" && query.page < pages) setParam("page", String(query.page + 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const columns = useMemo<ListColumn<OrderListRow>[]>(
    () => [
      {
        id: "number",
        header: t.number,
        accessorFn: (row) => row.increment_id,
        cell: ({ row }) => (
          <Link to={`/orders/${row.original.increment_id}`} data-row-link>
            {row.original.increment_id}
          </Link>
        ),
      },
      { id: "date", header: t.date, accessorFn: (row) => dateTime(row.created_at) },
      {
        id: "customer",
        header: t.customer,
        accessorFn: (row) => row.customer_email,
        cell: ({ row }) => (
          <span className="customer-cell">
            <span>{row.original.customer_name}</span>
            <span className="muted">{row.original.customer_email}</span>
          </span>
        ),
      },
      {
        id: "status",
        header: t.status,
        accessorFn: (row) => labels.status[row.status] ?? row.status,
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>
            {labels.status[row.original.status] ?? row.original.status}
          </span>
        ),
      },
      {
        id: "payment",
        header: t.payment,
        accessorFn: (row) => labels.payment[row.payment_status] ?? row.payment_status,
      },
      { id: "items", header: t.items, accessorFn: (row) => row.items_count },
      { id: "total", header: t.total, accessorFn: (row) => money(row.grand_total) },
    ],
    [t, labels],
  );

  return (
    <section className="screen" aria-labelledby="orders-title">
      <h1 id="orders-title" className="screen-title">
        {t.listTitle}
      </h1>
      <search>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            setParam("q", search.current?.value.trim());
          }}
        >
          <div className="field field-search">
            <label htmlFor="order-search">{t.search}</label>
            <div className="search-row">
              <input
                id="order-search"
                ref={search}
                type="search"
                defaultValue={query.q ?? ""}
                key={query.q ?? ""}
                placeholder={t.searchHint}
                aria-describedby="order-keys"
              />
              <button type="submit" className="button">
                {t.searchButton}
              </button>
            </div>
          </div>
          <div className="field">
            <label htmlFor="order-status">{t.status}</label>
            <select
              id="order-status"
              value={query.status ?? ""}
              onChange={(e) => setParam("status", e.target.value)}
            >
              <option value="">{t.any}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {labels.status[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="order-payment">{t.payment}</label>
            <select
              id="order-payment"
              value={query.payment ?? ""}
              onChange={(e) => setParam("payment", e.target.value)}
            >
              <option value="">{t.any}</option>
              {PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {labels.payment[state]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="order-from">{t.from}</label>
            <input
              id="order-from"
              type="date"
              value={query.from ?? ""}
              onChange={(e) => setParam("from", e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="order-to">{t.to}</label>
            <input
              id="order-to"
              type="date"
              value={query.to ?? ""}
              min={query.from}
              onChange={(e) => setParam("to", e.target.value)}
            />
          </div>
          {params.toString() ? (
            <button type="button" className="link-button" onClick={() => setParams({})}>
              {t.clear}
            </button>
          ) : null}
        </form>
      </search>
      <p className="hint" id="order-keys">
        {t.keyboardHint}
      </p>
      <ApiMessage error={list.error} />
      {list.data ? (
        <>
          <p className="muted" aria-live="polite">
            {shared.rowsFound(total)}
          </p>
          <DataTable
            caption={t.listCaption}
            columns={columns}
            rows={list.data.items}
            rowKey={(row) => row.increment_id}
            empty={t.none}
          />
          {total > ORDER_PAGE_SIZE ? (
            <Pager
              page={query.page}
              pageSize={ORDER_PAGE_SIZE}
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
