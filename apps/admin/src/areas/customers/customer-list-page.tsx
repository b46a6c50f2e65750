import type { CustomerListRow } from "@etalage/contracts";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import type { ListColumn } from "../../shared/data-table";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { ListFilters } from "../../shared/list-filters";
import { pageParam, useListParams } from "../../shared/list-params";
import { ListTable } from "../../shared/list-table";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { customerTexts } from "./customer-texts";
import { CUSTOMER_PAGE_SIZE, useCustomerList } from "./customers-api";

/** The owner's customers: found by a part of the name or e-mail address, newest first. */
export function CustomerListPage() {
  const t = useTexts(customerTexts);
  usePageTitle(t.title);
  const { params, setParams, setParam } = useListParams();
  const q = params.get("q")?.trim() || undefined;
  const page = pageParam(params);
  const list = useCustomerList(q, page);
  // After a deletion the customer's page sends the staff member here, with what was done.
  const done = (useLocation().state as { done?: string } | null)?.done ?? null;

  const columns = useMemo<ListColumn<CustomerListRow>[]>(
    () => [
      {
        id: "name",
        header: t.name,
        accessorFn: (row) => `${row.firstname} ${row.lastname}`,
        cell: ({ row }) => (
          <span className="customer-cell">
            <Link to={`/customers/${row.original.id}`} data-row-link>
              {row.original.firstname} {row.original.lastname}
            </Link>
            <span className="muted">{row.original.email}</span>
          </span>
        ),
      },
      { id: "orders", header: t.orders, accessorFn: (row) => row.orders_count },
      { id: "language", header: t.language, accessorFn: (row) => row.store_code.toUpperCase() },
      { id: "since", header: t.since, accessorFn: (row) => dateTime(row.created_at) },
    ],
    [t],
  );

  return (
    <Screen id="customers" title={t.title}>
      <ListFilters
        search={{
          id: "customer-search",
          label: t.search,
          value: q,
          placeholder: t.searchHint,
        }}
        onSearch={(text) => setParam("q", text)}
        clear={q ? { label: t.clear, onClear: () => setParams({}) } : undefined}
      />
      <DoneMessage text={done} />
      <ApiMessage error={list.error} />
      <ListTable
        list={list}
        counted
        caption={t.caption}
        columns={columns}
        phone="named"
        rowKey={(row) => String(row.id)}
        empty={t.none}
        page={page}
        pageSize={CUSTOMER_PAGE_SIZE}
        onPage={(next) => setParam("page", String(next))}
      />
    </Screen>
  );
}
