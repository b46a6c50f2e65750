import type { FieldReader, FieldValue } from "./field-path";
import { GrowableUint32 } from "./growable";
import { keywordKey } from "./keyword-key";
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
  private readonly keyIds = new Map<string, number>();
  /** The first value seen for each key id, as aggregations report it. */
  readonly values: FieldValue[] = [];
  private readonly starts = new GrowableUint32();
  private readonly keysOfDocs = new GrowableUint32();
  private readonly postings = new PostingTable(false);
  /** Documents whose keys are in `postings`. */
  private posted = 0;
  private numbers: number[] = [];
  private times: number[] = [];
  private indexed = 0;

  constructor(private readonly read: FieldReader) {
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
    for (let doc = from; doc < docs.length; doc++) {
      const source = docs[doc];
      if (source) {
        const first = this.keysOfDocs.length;
        for (const value of this.read(source)) this.add(first, value);
      }
      this.starts.push(this.keysOfDocs.length);
    }
    this.indexed = docs.length;
    if (docs.length - from > BULK_DOCUMENTS) {
      this.starts.trim();
      this.keysOfDocs.trim();
    }
  }

  keyId(key: string): number | undefined {
    return this.keyIds.get(key);
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

  /** Adds the keys of the documents indexed since the last time to the postings. */
  private post(): void {
    const keys = new GrowableUint32();
    const docs = new GrowableUint32();
    const starts = this.starts.array;
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

  /** Adds a value of the document whose keys start at `first` (each key once per document). */
  private add(first: number, value: FieldValue): void {
    const key = keywordKey(value);
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.keyIds.set(key, id);
      this.values.push(value);
    }
    const docKeys = this.keysOfDocs.array;
    for (let i = first; i < this.keysOfDocs.length; i++) if (docKeys[i] === id) return;
    this.keysOfDocs.push(id);
  }
}
