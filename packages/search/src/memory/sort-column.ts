import type { KeywordField } from "./keyword-field";

export type SortValue = number | string;

/** Numbers before strings; numbers by value, strings by code unit (ES keyword order for ASCII). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === "number") return typeof b === "number" ? a - b : -1;
  if (typeof b === "number") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const sortValueOf = (raw: string | number | boolean): SortValue =>
  typeof raw === "boolean" ? Number(raw) : raw;

/**
 * One sort key per document for a field: the key with the lowest value for ascending sorts and
 * the highest for descending ones (ES `mode` min/max), -1 when the field is missing. Keys carry
 * a rank (equal values, equal rank), so sorting compares two integers.
 */
export class SortColumn {
  private chosen = new Int32Array(0);
  private size = 0;
  private ranked = new Uint32Array(0);

  constructor(
    readonly field: KeywordField,
    private readonly mode: "min" | "max",
  ) {}

  /** Per document its key id, or -1. */
  get keys(): Int32Array {
    return this.chosen;
  }

  /** Per key id its place in sort order. */
  get ranks(): Uint32Array {
    return this.ranked;
  }

  /** The sort value of a document (hits report it), undefined when it has none. */
  valueOf(doc: number): SortValue | undefined {
    const key = this.chosen[doc]!;
    return key < 0 ? undefined : sortValueOf(this.field.values[key]!);
  }

  catchUp(size: number): void {
    if (this.ranked.length !== this.field.keyCount) this.rank();
    if (size === this.size) return;
    const chosen = new Int32Array(size);
    chosen.set(this.chosen.subarray(0, this.size));
    this.chosen = chosen;
    for (let doc = this.size; doc < size; doc++) chosen[doc] = this.choose(doc);
    this.size = size;
  }

  /** Chooses again for a document whose keys changed in place (a stock change). */
  refresh(doc: number): void {
    if (doc >= this.size) return;
    if (this.ranked.length !== this.field.keyCount) this.rank();
    this.chosen[doc] = this.choose(doc);
  }

  private choose(doc: number): number {
    const { keyStart, docKeys } = this.field;
    const ranks = this.ranked;
    let key = -1;
    for (let i = keyStart[doc]!; i < keyStart[doc + 1]!; i++) {
      const candidate = docKeys[i]!;
      if (key < 0) key = candidate;
      else {
        const order = ranks[candidate]! - ranks[key]!;
        if (this.mode === "min" ? order < 0 : order > 0) key = candidate;
      }
    }
    return key;
  }

  private rank(): void {
    const { values } = this.field;
    const order = Array.from(values.keys()).sort((a, b) =>
      compareSortValues(sortValueOf(values[a]!), sortValueOf(values[b]!)),
    );
    const ranked = new Uint32Array(values.length);
    let rank = 0;
    order.forEach((key, i) => {
      const before = order[i - 1];
      if (
        before !== undefined &&
        compareSortValues(sortValueOf(values[before]!), sortValueOf(values[key]!)) !== 0
      )
        rank++;
      ranked[key] = rank;
    });
    this.ranked = ranked;
  }
}
