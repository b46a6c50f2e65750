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
 * one index build of one catalogue and dropped with it; it only decides which equal values
 * become one object.
 */
export class SharedParts {
  private readonly texts = new Map<string, string>();
  private readonly parts = new Map<string, unknown>();
  private readonly byProduct = new Map<string, Map<number, unknown>>();

  /** The one string object with this text. */
  text<T extends string>(value: T): T;
  text<T extends string>(value: T | null): T | null;
  text<T extends string>(value: T | null): T | null {
    if (value === null) return null;
    const known = this.texts.get(value);
    if (known !== undefined) return known as T;
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

  /**
   * A part of one product that reads the same in every store view (stock, attributes, links):
   * made for the first store view, handed out again for the others without a key to build.
   */
  ofProduct<T>(part: string, productId: number, make: () => T): T {
    let parts = this.byProduct.get(part);
    if (!parts) {
      parts = new Map();
      this.byProduct.set(part, parts);
    }
    let made = parts.get(productId) as T | undefined;
    if (made === undefined) {
      made = make();
      parts.set(productId, made);
    }
    return made;
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
