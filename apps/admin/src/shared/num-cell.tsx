import type { ReactNode } from "react";

/** A number's cell, right-aligned; on a phone the row stands as a card and the label goes with it. */
export function NumCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="num" data-label={label}>
      {children}
    </td>
  );
}
