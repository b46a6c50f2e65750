import type { FieldReader, FieldValue } from "./field-path";
import { keywordKey } from "./keyword-key";
import {
  appendPosting,
  BULK_DOCUMENTS,
  lastPosting,
  type Postings,
  trimPostings,
} from "./postings";

/**
 * The exact values of one field path (ES keyword/numeric/date/boolean): a posting list per key
 * for term/terms/range filters, and each document's distinct keys for aggregations and exists.
 * Documents are only ever appended, so the index catches up instead of being rebuilt.
 */
export class KeywordField {
  private readonly keyIds = new Map<string, number>();
  /** The first value seen for each key id, as aggregations report it. */
  readonly values: FieldValue[] = [];
  readonly postings: Postings[] = [];
  /** Distinct key ids of document d are docKeys[keyStart[d]] .. docKeys[keyStart[d + 1] - 1]. */
  readonly keyStart: number[] = [0];
  readonly docKeys: number[] = [];
  private numbers: number[] = [];
  private times: number[] = [];
  private indexed = 0;

  constructor(private readonly read: FieldReader) {}

  catchUp(docs: readonly (object | undefined)[]): void {
    const from = this.indexed;
    for (let doc = from; doc < docs.length; doc++) {
      const source = docs[doc];
      if (source) {
        for (const value of this.read(source)) this.add(doc, value);
      }
      this.keyStart.push(this.docKeys.length);
    }
    this.indexed = docs.length;
    if (docs.length - from > BULK_DOCUMENTS) trimPostings(this.postings);
  }

  keyId(key: string): number | undefined {
    return this.keyIds.get(key);
  }

  get keyCount(): number {
    return this.values.length;
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

  private add(doc: number, value: FieldValue): void {
    const key = keywordKey(value);
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.keyIds.set(key, id);
      this.values.push(value);
    }
    if (lastPosting(this.postings[id]) === doc) return;
    appendPosting(this.postings, id, doc);
    this.docKeys.push(id);
  }
}
