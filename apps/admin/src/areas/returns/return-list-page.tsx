import type { ReturnStatus, ReturnView } from "@etalage/contracts";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { sharedTexts } from "../../shared/shared-texts";
import { returnTexts } from "./return-texts";
import { RETURN_STATUSES, useReturns } from "./returns-api";

const statusOf = (value: string | null): ReturnStatus | undefined =>
  RETURN_STATUSES.find((status) => status === value);

/** The returns queue: newest first, filtered by status in the URL; each opens its own page. */
export function ReturnListPage() {
  const t = useTexts(returnTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const returns = useReturns(status);

  const columns = useMemo<ListColumn<ReturnView>[]>(
    () => [
      {
        id: "number",
        header: t.number,
        accessorFn: (row) => row.number,
        cell: ({ row }) => (
          <Link to={`/returns/${row.original.number}`} data-row-link>
            {row.original.number}
          </Link>
        ),
      },
      { id: "order", header: t.order, accessorFn: (row) => row.increment_id },
      { id: "date", header: t.date, accessorFn: (row) => dateTime(row.created_at) },
      {
        id: "status",
        header: t.status,
        accessorFn: (row) => t.statuses[row.status],
        cell: ({ row }) => (
          <span className={`badge badge-return-${row.original.status}`}>
            {t.statuses[row.original.status]}
          </span>
        ),
      },
      {
        id: "pieces",
        header: t.pieces,
        accessorFn: (row) => row.lines.reduce((sum, line) => sum + line.qty, 0),
      },
    ],
    [t],
  );

  return (
    <section className="screen" aria-labelledby="returns-title">
      <h1 id="returns-title" className="screen-title">
        {t.title}
      </h1>
      <div className="filters">
        <div className="field">
          <label htmlFor="return-status">{t.show}</label>
          <select
            id="return-status"
            value={status ?? ""}
            onChange={(event) =>
              setParams(event.target.value ? { status: event.target.value } : {})
            }
          >
            <option value="">{t.all}</option>
            {RETURN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ApiMessage error={returns.error} />
      {returns.data ? (
        <>
          <p className="muted" aria-live="polite">
            {shared.rowsFound(returns.data.items.length)}
          </p>
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={returns.data.items}
            rowKey={(row) => row.number}
            empty={t.none}
          />
        </>
      ) : returns.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
    </section>
  );
}
