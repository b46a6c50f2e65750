import type { KeywordField } from "./keyword-field";

export type SortValue = number | string;

/** Numbers before strings; numbers by value, strings by code unit (ES keyword order for ASCII). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === "number") return typeof b === "number" ? a - b : -1;
  if (typeof b === "number") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One sort value per document for a field: the lowest of its values for ascending sorts and the
 * highest for descending ones (ES `mode` min/max), undefined when the field is missing.
 */
export class SortColumn {
  readonly values: (SortValue | undefined)[] = [];

  constructor(
    private readonly field: KeywordField,
    private readonly mode: "min" | "max",
  ) {}

  catchUp(size: number): void {
    const { keyStart, docKeys, values } = this.field;
    for (let doc = this.values.length; doc < size; doc++) {
      let chosen: SortValue | undefined;
      for (let i = keyStart[doc]!; i < keyStart[doc + 1]!; i++) {
        const raw = values[docKeys[i]!]!;
        const value = typeof raw === "boolean" ? Number(raw) : raw;
        if (chosen === undefined) chosen = value;
        else {
          const order = compareSortValues(value, chosen);
          if (this.mode === "min" ? order < 0 : order > 0) chosen = value;
        }
      }
      this.values.push(chosen);
    }
  }
}
