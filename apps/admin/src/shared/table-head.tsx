/** A column's head: its text, right-aligned over numbers, or heard only by a screen reader. */
export interface HeadColumn {
  text: string;
  num?: boolean;
  hidden?: boolean;
}

/** A table's row of column heads, in the order the columns stand; a plain text is a plain head. */
export function TableHead({ columns }: { columns: (string | HeadColumn)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const head: HeadColumn = typeof column === "string" ? { text: column } : column;
          return (
            <th key={head.text} scope="col" className={head.num ? "num" : undefined}>
              {head.hidden ? <span className="visually-hidden">{head.text}</span> : head.text}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
