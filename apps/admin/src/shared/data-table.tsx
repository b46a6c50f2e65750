import { type ColumnDef, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import type { KeyboardEvent } from "react";

/** The core table alone: sorting, filters and paging are the server's, kept in the URL. */
export const tableFeaturesOfLists = tableFeatures({});
export type ListColumn<Row extends RowData> = ColumnDef<typeof tableFeaturesOfLists, Row>;

export interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  /** The row's key (an order number). */
  rowKey(row: Row): string;
  empty: string;
  /**
   * How a phone shows the rows: as cards the screen's own rules lay out (`cards`), or as cards
   * that name each short value by its column (`named`). Without it, the table as it is.
   */
  phone?: "cards" | "named";
}

/**
 * The one table of the back office's lists. Each row holds a link (its first column); the arrow
 * keys (and j/k) move between the rows' links, Enter opens one.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const table = useTable({
    features: tableFeaturesOfLists,
    columns: props.columns,
    data: props.rows,
    getRowId: (row) => props.rowKey(row),
  });
  const moveBetweenRows = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const step = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>("tr a[data-row-link]")];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = links[at === -1 ? (step > 0 ? 0 : links.length - 1) : at + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  if (props.rows.length === 0) return <p className="empty-note">{props.empty}</p>;
  return (
    <div className="table-frame">
      <table className={props.phone ? `data-table phone-${props.phone}` : "data-table"}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`col-${header.column.id}`}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody onKeyDown={moveBetweenRows}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`col-${cell.column.id}`}
                  // A phone that shows a row as a card names a short value by its column.
                  data-label={headerText(cell.column.columnDef.header)}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header when it is plain text (a card on a phone shows it before the value). */
const headerText = (header: unknown): string | undefined =>
  typeof header === "string" ? header : undefined;
