import type { RowData } from "@tanstack/react-table";
import { DataTable, type DataTableProps } from "./data-table";
import { type ListQuery, ListResults } from "./list-results";
import { Pager } from "./pager";

export interface ListTableProps<Row extends RowData> extends Omit<DataTableProps<Row>, "rows"> {
  /** The query of one page of the list: its rows and how many there are in all. */
  list: ListQuery<{ items: Row[]; total: number }>;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** Say how many rows the list found (a list with a search). */
  counted?: boolean;
  /** A class for a frame around the table (a list with wider cells). */
  frame?: string;
}

/** A list of the back office a page at a time: the table with the pager under it. */
export function ListTable<Row extends RowData>(props: ListTableProps<Row>) {
  const { list, page, pageSize, onPage, counted, frame, ...table } = props;
  return (
    <ListResults list={list} found={counted ? (data) => data.total : undefined}>
      {(data) => (
        <>
          {frame ? (
            <div className={frame}>
              <DataTable {...table} rows={data.items} />
            </div>
          ) : (
            <DataTable {...table} rows={data.items} />
          )}
          <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </ListResults>
  );
}
