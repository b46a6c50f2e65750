import { SearchRequestError } from "../search-request-error";

/** Allowed edits of a query term: a fixed number, or AUTO by term length (ES: AUTO:3,6). */
export type Fuzziness =
  | { kind: "fixed"; edits: number }
  | { kind: "auto"; low: number; high: number };

export const NO_FUZZINESS: Fuzziness = { kind: "fixed", edits: 0 };

/** Reads ES `fuzziness`: 0, 1, 2, "0".."2", "AUTO" or "AUTO:low,high". */
export function parseFuzziness(value: unknown, clause: string): Fuzziness {
  if (value === undefined) return NO_FUZZINESS;
  const text = String(value).trim().toUpperCase();
  if (/^[012]$/.test(text)) return { kind: "fixed", edits: Number(text) };
  if (text === "AUTO") return { kind: "auto", low: 3, high: 6 };
  const auto = /^AUTO:(\d+),(\d+)$/.exec(text);
  if (auto) return { kind: "auto", low: Number(auto[1]), high: Number(auto[2]) };
  throw new SearchRequestError(`Unsupported fuzziness for ${clause}: ${String(value)}`);
}

/** Edits allowed for a term of this length: AUTO gives 0 up to low-1 chars, 1 up to high-1, else 2. */
export function editsFor(fuzziness: Fuzziness, termLength: number): number {
  if (fuzziness.kind === "fixed") return fuzziness.edits;
  if (termLength < fuzziness.low) return 0;
  return termLength < fuzziness.high ? 1 : 2;
}
