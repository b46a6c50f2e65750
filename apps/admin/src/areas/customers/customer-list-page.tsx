import { useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Pager } from "../../shared/pager";
import { sharedTexts } from "../../shared/shared-texts";
import { customerTexts } from "./customer-texts";
import { CUSTOMER_PAGE_SIZE, type CustomerRow, useCustomerList } from "./customers-api";

/** The owner's customers: found by a part of the name or e-mail address, newest first. */
export function CustomerListPage() {
  const t = useTexts(customerTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() || undefined;
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const list = useCustomerList(q, page);
  const search = useRef<HTMLInputElement>(null);
  // After a deletion the customer's page sends the staff member here, with what was done.
  const done = (useLocation().state as { done?: string } | null)?.done ?? null;
  const total = list.data?.total ?? 0;

  const columns = useMemo<ListColumn<CustomerRow>[]>(
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
    <section className="screen" aria-labelledby="customers-title">
      <h1 id="customers-title" className="screen-title">
        {t.title}
      </h1>
      <search>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            const text = search.current?.value.trim();
            setParams(text ? { q: text } : {});
          }}
        >
          <div className="field field-search">
            <label htmlFor="customer-search">{t.search}</label>
            <div className="search-row">
              <input
                id="customer-search"
                ref={search}
                type="search"
                defaultValue={q ?? ""}
                key={q ?? ""}
                placeholder={t.searchHint}
              />
              <button type="submit" className="button">
                {t.searchButton}
              </button>
            </div>
          </div>
          {q ? (
            <button type="button" className="link-button" onClick={() => setParams({})}>
              {t.clear}
            </button>
          ) : null}
        </form>
      </search>
      <DoneMessage text={done} />
      <ApiMessage error={list.error} />
      {list.data ? (
        <>
          <p className="muted" aria-live="polite">
            {shared.rowsFound(total)}
          </p>
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={list.data.items}
            rowKey={(row) => String(row.id)}
            empty={t.none}
          />
          {total > CUSTOMER_PAGE_SIZE ? (
            <Pager
              page={page}
              pageSize={CUSTOMER_PAGE_SIZE}
              total={total}
              onPage={(next) =>
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set("page", String(next));
                  return updated;
                })
              }
            />
          ) : null}
        </>
      ) : list.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
    </section>
  );
}
