import { isCalendarDay, type OrderListRow } from "@etalage/contracts";
import { useEffect, useMemo, useRef } from "react";
import { ApiMessage } from "../../shared/api-message";
import type { ListColumn } from "../../shared/data-table";
import { dateTime, money } from "../../shared/format";
import { InputField } from "../../shared/input-field";
import { useTexts } from "../../shared/language";
import { badgeColumn, linkColumn } from "../../shared/list-columns";
import { ListFilters } from "../../shared/list-filters";
import { pageParam, useListParams } from "../../shared/list-params";
import { ListTable } from "../../shared/list-table";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { SelectField } from "../../shared/select-field";
import { ORDER_STATUSES, orderStatusTexts, PAYMENT_STATES } from "./order-status-texts";
import { orderTexts } from "./order-texts";
import { ORDER_PAGE_SIZE, type OrderListQuery, useOrderList } from "./orders-api";

/** The list's search and filters from the URL: a link or a reload shows the same list. */
function queryOf(params: URLSearchParams): OrderListQuery {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const dayParam = (name: string) => {
    const value = text(name);
    return value && isCalendarDay(value) ? value : undefined;
  };
  return {
    q: text("q"),
    status: text("status"),
    payment: text("payment"),
    from: dayParam("from"),
    to: dayParam("to"),
    page: pageParam(params),
  };
}

export function OrderListPage() {
  const t = useTexts(orderTexts);
  const labels = useTexts(orderStatusTexts);
  usePageTitle(t.listTitle);
  const { params, setParams, setParam } = useListParams();
  const query = queryOf(params);
  const list = useOrderList(query);
  const search = useRef<HTMLInputElement>(null);

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
      linkColumn(
        "number",
        t.number,
        (row) => row.increment_id,
        (row) => `/orders/${row.increment_id}`,
      ),
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
      badgeColumn(
        "status",
        t.status,
        (row) => labels.status[row.status] ?? row.status,
        (row) => `badge-${row.status}`,
      ),
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
    <Screen id="orders" title={t.listTitle}>
      <ListFilters
        search={{
          id: "order-search",
          label: t.search,
          value: query.q,
          placeholder: t.searchHint,
          describedBy: "order-keys",
        }}
        searchRef={search}
        onSearch={(text) => setParam("q", text)}
        clear={params.toString() ? { label: t.clear, onClear: () => setParams({}) } : undefined}
      >
        <SelectField
          id="order-status"
          label={t.status}
          value={query.status ?? ""}
          onChange={(value) => setParam("status", value)}
          options={ORDER_STATUSES.map((status) => [status, labels.status[status] ?? status])}
          any={t.any}
        />
        <SelectField
          id="order-payment"
          label={t.payment}
          value={query.payment ?? ""}
          onChange={(value) => setParam("payment", value)}
          options={PAYMENT_STATES.map((state) => [state, labels.payment[state] ?? state])}
          any={t.any}
        />
        <InputField
          id="order-from"
          label={t.from}
          type="date"
          value={query.from ?? ""}
          onChange={(e) => setParam("from", e.target.value)}
        />
        <InputField
          id="order-to"
          label={t.to}
          type="date"
          value={query.to ?? ""}
          min={query.from}
          onChange={(e) => setParam("to", e.target.value)}
        />
      </ListFilters>
      <p className="hint" id="order-keys">
        {t.keyboardHint}
      </p>
      <ApiMessage error={list.error} />
      <ListTable
        list={list}
        counted
        caption={t.listCaption}
        columns={columns}
        phone="cards"
        rowKey={(row) => row.increment_id}
        empty={t.none}
        page={query.page}
        pageSize={ORDER_PAGE_SIZE}
        onPage={(page) => setParam("page", String(page))}
      />
    </Screen>
  );
}
