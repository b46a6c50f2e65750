import type { Analyzer } from "../analysis/analyzer";
import type { FieldReader } from "./field-path";
import { appendPosting, BULK_DOCUMENTS, type Postings, trimPostings } from "./postings";

/**
 * The analysed terms of one field path: per term the documents and term frequencies, per
 * document the field length (BM25 needs both). Appended documents are indexed on catch-up.
 */
export class TextSource {
  private readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postings: Postings[] = [];
  /** Term frequencies, in the order of the postings. */
  readonly frequencies: Postings[] = [];
  readonly lengths: number[] = [];
  private totalLength = 0;
  private docsWithField = 0;

  constructor(
    private readonly read: FieldReader,
    private readonly analyzer: Analyzer,
  ) {}

  catchUp(docs: readonly (object | undefined)[]): void {
    const counts = new Map<number, number>();
    const from = this.lengths.length;
    for (let doc = from; doc < docs.length; doc++) {
      const source = docs[doc];
      const length = source ? this.countTerms(source, counts) : 0;
      this.lengths.push(length);
      if (length === 0) continue;
      this.totalLength += length;
      this.docsWithField++;
      for (const [id, count] of counts) {
        appendPosting(this.postings, id, doc);
        appendPosting(this.frequencies, id, count);
      }
      counts.clear();
    }
    if (docs.length - from > BULK_DOCUMENTS) {
      trimPostings(this.postings);
      trimPostings(this.frequencies);
    }
  }

  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  averageLength(): number {
    return this.docsWithField === 0 ? 1 : this.totalLength / this.docsWithField;
  }

  /** The values of the field in one document (phrase checks re-read them). */
  valuesOf(doc: object): string[] {
    return this.read(doc).map(String);
  }

  private countTerms(doc: object, counts: Map<number, number>): number {
    let length = 0;
    for (const value of this.read(doc)) {
      let lastPosition = -1;
      for (const { term, position } of this.analyzer.tokens(String(value))) {
        if (position !== lastPosition) length++;
        lastPosition = position;
        const id = this.idOf(term);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    return length;
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
    }
    return id;
  }
}
