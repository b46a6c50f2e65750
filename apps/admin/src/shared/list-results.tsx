import type { ReactNode } from "react";
import { useTexts } from "./language";
import { sharedTexts } from "./shared-texts";

/** What a list's query gives: its answer once there, and whether it is still on its way. */
export interface ListQuery<Data> {
  data?: Data;
  isPending: boolean;
}

export interface ListResultsProps<Data> {
  list: ListQuery<Data>;
  /** How many rows the list found in all (not only on this page); left out, no count is said. */
  found?(data: Data): number;
  children(data: Data): ReactNode;
}

/**
 * A list's answer under its filters: how many rows it found and the rows (a table, cards) once
 * the answer is there, "loading" while it is on its way, nothing after a failure (the screen's
 * ApiMessage says what went wrong).
 */
export function ListResults<Data>({ list, found, children }: ListResultsProps<Data>) {
  const t = useTexts(sharedTexts);
  if (list.data === undefined) {
    return list.isPending ? <p className="page-loading">{t.loading}</p> : null;
  }
  return (
    <>
      {found ? (
        <p className="muted" aria-live="polite">
          {t.rowsFound(found(list.data))}
        </p>
      ) : null}
      {children(list.data)}
    </>
  );
}
