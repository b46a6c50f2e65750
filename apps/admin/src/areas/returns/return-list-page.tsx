import type { ReturnStatus, ReturnView } from "@etalage/contracts";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { ListResults } from "../../shared/list-results";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { SelectField } from "../../shared/select-field";
import { returnTexts } from "./return-texts";
import { RETURN_STATUSES, useReturns } from "./returns-api";

const statusOf = (value: string | null): ReturnStatus | undefined =>
  RETURN_STATUSES.find((status) => status === value);

/** The returns queue: newest first, filtered by status in the URL; each opens its own page. */
export function ReturnListPage() {
  const t = useTexts(returnTexts);
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
    <Screen id="returns" title={t.title}>
      <div className="filters">
        <SelectField
          id="return-status"
          label={t.show}
          value={status ?? ""}
          onChange={(value) => setParams(value ? { status: value } : {})}
          options={RETURN_STATUSES.map((value) => [value, t.statuses[value]])}
          any={t.all}
        />
      </div>
      <ApiMessage error={returns.error} />
      <ListResults list={returns} found={(data) => data.items.length}>
        {(data) => (
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.number}
            empty={t.none}
          />
        )}
      </ListResults>
    </Screen>
  );
}
