import { type FieldValue, type FieldVisitor, fieldVisitor } from "./field-path";
import { GrowableUint32 } from "./growable";
import { HashIndex, type IndexKey } from "./hash-index";
import { PostingTable } from "./posting-table";

/** Catch-ups of more documents than this (bulk loads) cut their lists to size afterwards. */
export const BULK_DOCUMENTS = 1_000;

/**
 * The exact values of one field path (ES keyword/numeric/date/boolean): each document's distinct
 * keys (aggregations, sorting) and, built from them when first asked for, the documents of each
 * key (term/terms/range filters). Documents are only ever appended, so both catch up instead of
 * being rebuilt. Everything per document lives in typed arrays: 4 bytes a value.
 */
export class KeywordField {
  /**
   * Key ids by key: a value's string form, so 2, "2" and 2.0 are one key, as ES coerces them.
   * Keys that are a number's own spelling are held as that number: no string per document
   * for ids, prices and flags.
   */
  private readonly numberKeys = new HashIndex((id) => Number(this.values[id]));
  private readonly textKeys = new HashIndex((id) => String(this.values[id]));
  /** The first value seen for each key id, as aggregations report it. */
  readonly values: FieldValue[] = [];
  private readonly starts = new GrowableUint32();
  private keysOfDocs = new GrowableUint32();
  private postings = new PostingTable(false);
  /** Documents whose keys are in `postings`. */
  private posted = 0;
  private numbers: number[] = [];
  private times: number[] = [];
  private indexed = 0;
  private readonly visit: FieldVisitor;
  /** Where the keys of the document being indexed start in docKeys. */
  private docFirst = 0;
  private readonly addValue = (value: FieldValue) => this.add(value);

  constructor(path: string) {
    this.visit = fieldVisitor(path);
    this.starts.push(0);
  }

  /** Distinct key ids of document d are docKeys[keyStart[d]] .. docKeys[keyStart[d + 1] - 1]. */
  get keyStart(): Uint32Array {
    return this.starts.array;
  }

  get docKeys(): Uint32Array {
    return this.keysOfDocs.array;
  }

  catchUp(docs: readonly (object | undefined)[]): void {
    const from = this.indexed;
    // One key per document is the common case: room for that up front.
    this.starts.reserve(docs.length - from);
    this.keysOfDocs.reserve(docs.length - from);
    for (let doc = from; doc < docs.length; doc++) {
      const source = docs[doc];
      if (source) {
        this.docFirst = this.keysOfDocs.length;
        this.visit(source, this.addValue);
      }
      this.starts.push(this.keysOfDocs.length);
    }
    this.indexed = docs.length;
    if (docs.length - from > BULK_DOCUMENTS) {
      this.starts.trim();
      this.keysOfDocs.trim();
      this.numberKeys.trim(this.values.length);
      this.textKeys.trim(this.values.length);
    }
  }

  keyId(key: string): number | undefined {
    const number = Number(key);
    return String(number) === key ? this.numberKeys.get(number) : this.textKeys.get(key);
  }

  get keyCount(): number {
    return this.values.length;
  }

  /** The documents holding the key, ascending. */
  docsOf(keyId: number): Uint32Array {
    this.buildPostings();
    return this.postings.docs(keyId);
  }

  /** Brings the documents per key up to date (done on first use otherwise). */
  buildPostings(): void {
    if (this.posted < this.indexed) this.post();
  }

  /** The key as a number (NaN when it is none): numeric range queries and aggregations. */
  numberOf(keyId: number): number {
    for (let id = this.numbers.length; id < this.values.length; id++) {
      const value = this.values[id]!;
      this.numbers.push(
        typeof value === "string"
          ? value.trim() === ""
            ? Number.NaN
            : Number(value)
          : Number(value),
      );
    }
    return this.numbers[keyId]!;
  }

  /** The key as epoch milliseconds (NaN when it is no date): date range queries. */
  timeOf(keyId: number): number {
    for (let id = this.times.length; id < this.values.length; id++) {
      const value = this.values[id]!;
      this.times.push(typeof value === "string" ? Date.parse(value) : Number(value));
    }
    return this.times[keyId]!;
  }

  /**
   * Takes document `doc`'s new values (a stock change), keeping its number; whether its keys
   * changed. The documents per key are then made again on their next use.
   */
  replace(doc: number, source: object): boolean {
    if (doc >= this.indexed) return false;
    const starts = this.starts.array;
    const from = starts[doc]!;
    const to = starts[doc + 1]!;
    const held = this.keysOfDocs;
    const end = held.length;
    // The new keys go after the last document's for the moment, where `add` dedupes them.
    this.docFirst = end;
    this.visit(source, this.addValue);
    const fresh = held.array.slice(end, held.length);
    held.length = end;
    if (fresh.length === to - from && fresh.every((key, i) => key === held.array[from + i]))
      return false;
    const shift = fresh.length - (to - from);
    if (shift !== 0) {
      const moved = new GrowableUint32(end + shift);
      moved.array.set(held.array.subarray(0, from));
      moved.array.set(held.array.subarray(to, end), to + shift);
      moved.length = end + shift;
      this.keysOfDocs = moved;
      for (let d = doc + 1; d <= this.indexed; d++) starts[d]! += shift;
    }
    this.keysOfDocs.array.set(fresh, from);
    if (this.posted > doc) {
      this.postings = new PostingTable(false);
      this.posted = 0;
    }
    return true;
  }

  /** Adds the keys of the documents indexed since the last time to the postings. */
  private post(): void {
    const starts = this.starts.array;
    const count = starts[this.indexed]! - starts[this.posted]!;
    const keys = new GrowableUint32(count);
    const docs = new GrowableUint32(count);
    const docKeys = this.keysOfDocs.array;
    for (let doc = this.posted; doc < this.indexed; doc++) {
      for (let i = starts[doc]!; i < starts[doc + 1]!; i++) {
        keys.push(docKeys[i]!);
        docs.push(doc);
      }
    }
    this.postings.append({ keys, docs }, this.values.length);
    this.posted = this.indexed;
  }

  /** Adds a value of the document being indexed (each key once per document). */
  private add(value: FieldValue): void {
    const id = this.idOf(value);
    const docKeys = this.keysOfDocs.array;
    for (let i = this.docFirst; i < this.keysOfDocs.length; i++) if (docKeys[i] === id) return;
    this.keysOfDocs.push(id);
  }

  private idOf(value: FieldValue): number {
    if (typeof value === "number") return this.known(this.numberKeys, value, value);
    const text = typeof value === "string" ? value : String(value);
    const number = Number(text);
    return String(number) === text
      ? this.known(this.numberKeys, number, value)
      : this.known(this.textKeys, text, value);
  }

  private known(keys: HashIndex, key: IndexKey, value: FieldValue): number {
    let id = keys.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      keys.add(key, id);
    }
    return id;
  }
}
