import type { ReturnView } from "@etalage/contracts";
import { useMemo } from "react";
import { ApiMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { badgeColumn, linkColumn } from "../../shared/list-columns";
import { ListResults } from "../../shared/list-results";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { StatusFilter, useStatusParam } from "../../shared/status-filter";
import { returnTexts } from "./return-texts";
import { RETURN_STATUSES, useReturns } from "./returns-api";

/** The returns queue: newest first, filtered by status in the URL; each opens its own page. */
export function ReturnListPage() {
  const t = useTexts(returnTexts);
  usePageTitle(t.title);
  const [status, setStatus] = useStatusParam(RETURN_STATUSES);
  const returns = useReturns(status);

  const columns = useMemo<ListColumn<ReturnView>[]>(
    () => [
      linkColumn(
        "number",
        t.number,
        (row) => row.number,
        (row) => `/returns/${row.number}`,
      ),
      { id: "order", header: t.order, accessorFn: (row) => row.increment_id },
      { id: "date", header: t.date, accessorFn: (row) => dateTime(row.created_at) },
      badgeColumn(
        "status",
        t.status,
        (row) => t.statuses[row.status],
        (row) => `badge-return-${row.status}`,
      ),
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
      <StatusFilter
        id="return-status"
        label={t.show}
        statuses={RETURN_STATUSES}
        names={t.statuses}
        value={status}
        onChange={setStatus}
        any={t.all}
      />
      <ApiMessage error={returns.error} />
      <ListResults list={returns} found={(data) => data.items.length}>
        {(data) => (
          <DataTable
            caption={t.caption}
            columns={columns}
            phone="named"
            rows={data.items}
            rowKey={(row) => row.number}
            empty={t.none}
          />
        )}
      </ListResults>
    </Screen>
  );
}
