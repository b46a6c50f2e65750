/**
 * An empty list every document can point at. Frozen: search documents are read-only (the search
 * engine's contract), and a hundred thousand documents with a dozen empty lists each would
 * otherwise hold a million of them.
 */
export const NONE = Object.freeze([]) as unknown as never[];

/**
 * One instance of every repeated piece of the catalogue's documents: the same description, date
 * or image path in thousands of documents, the same colour list or stock object in a child's own
 * document and in its parent's entry, and the store-neutral parts in both store views. Made for
 * one index build and dropped with it; it only decides which equal values become one object.
 */
export class SharedParts {
  private readonly texts = new Map<string, string>();
  private readonly parts = new Map<string, unknown>();

  /** The one string object with this text. */
  text(value: string): string;
  text(value: string | null): string | null;
  text(value: string | null): string | null {
    if (value === null) return null;
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    this.texts.set(value, value);
    return value;
  }

  /** The one object made for this key; the key must say everything the object holds. */
  one<T>(key: string, make: () => T): T {
    let part = this.parts.get(key) as T | undefined;
    if (part === undefined) {
      part = make();
      this.parts.set(key, part);
    }
    return part;
  }

  /** The one array holding these numbers (NONE when there are none). */
  numbers(values: readonly number[]): number[] {
    if (values.length === 0) return NONE;
    return this.one(`numbers:${values.join(",")}`, () => [...values]);
  }

  /** The one array holding these strings (NONE when there are none). */
  strings(values: readonly string[]): string[] {
    if (values.length === 0) return NONE;
    return this.one(`strings:${values.join("\u0000")}`, () => values.map((v) => this.text(v)));
  }
}
