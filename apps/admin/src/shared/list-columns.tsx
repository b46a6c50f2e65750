import type { RowData } from "@tanstack/react-table";
import { Link } from "react-router";
import type { ListColumn } from "./data-table";

/** A list's first column: the row's own link, the one the arrow keys move between. */
export function linkColumn<Row extends RowData>(
  id: string,
  header: string,
  text: (row: Row) => string,
  to: (row: Row) => string,
): ListColumn<Row> {
  return {
    id,
    header,
    accessorFn: text,
    cell: ({ row }) => (
      <Link to={to(row.original)} data-row-link>
        {text(row.original)}
      </Link>
    ),
  };
}

/** A row's status as a badge: its name, coloured by the badge's class. */
export function badgeColumn<Row extends RowData>(
  id: string,
  header: string,
  name: (row: Row) => string,
  badge: (row: Row) => string,
): ListColumn<Row> {
  return {
    id,
    header,
    accessorFn: name,
    cell: ({ row }) => <span className={`badge ${badge(row.original)}`}>{name(row.original)}</span>,
  };
}
