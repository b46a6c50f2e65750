import type { Analyzer } from "../analysis/analyzer";
import type { FieldReader } from "./field-path";
import { GrowableUint32 } from "./growable";
import { BULK_DOCUMENTS } from "./keyword-field";
import { PostingTable } from "./posting-table";

/** How one field value counts: its length in positions and its terms (repeats included). */
interface ValueTerms {
  length: number;
  termIds: number[];
}

/** Distinct values whose terms a catch-up remembers: catalogues repeat descriptions a lot. */
const MAX_REMEMBERED_VALUES = 50_000;

/**
 * The analysed terms of one field path: per term the documents and term frequencies, per
 * document the field length (BM25 needs both). Appended documents are indexed on catch-up.
 */
export class TextSource {
  private readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  private readonly postings = new PostingTable(true);
  private readonly lengthList = new GrowableUint32();
  private totalLength = 0;
  private docsWithField = 0;

  constructor(
    private readonly read: FieldReader,
    private readonly analyzer: Analyzer,
  ) {}

  /** Per document the number of positions of the field (0 without it). */
  get lengths(): Uint32Array {
    return this.lengthList.array;
  }

  catchUp(docs: readonly (object | undefined)[]): void {
    const from = this.lengthList.length;
    if (from === docs.length) return;
    const added = { keys: new GrowableUint32(), docs: new GrowableUint32(), counts: new GrowableUint32() };
    const remembered = new Map<string, ValueTerms>();
    const counts = new Map<number, number>();
    for (let doc = from; doc < docs.length; doc++) {
      const source = docs[doc];
      let length = 0;
      if (source) {
        for (const value of this.read(source)) {
          const terms = this.valueTerms(String(value), remembered);
          length += terms.length;
          for (const id of terms.termIds) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      this.lengthList.push(length);
      if (length === 0) continue;
      this.totalLength += length;
      this.docsWithField++;
      for (const [id, count] of counts) {
        added.keys.push(id);
        added.docs.push(doc);
        added.counts.push(count);
      }
      counts.clear();
    }
    this.postings.append(added, this.terms.length);
    if (docs.length - from > BULK_DOCUMENTS) this.lengthList.trim();
  }

  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /** The documents holding the term, ascending, and how often each holds it. */
  docsOf(termId: number): Uint32Array {
    return this.postings.docs(termId);
  }

  frequenciesOf(termId: number): Uint16Array | Uint32Array {
    return this.postings.counts(termId);
  }

  /** How many documents hold the term. */
  documentFrequency(termId: number): number {
    return this.postings.size(termId);
  }

  averageLength(): number {
    return this.docsWithField === 0 ? 1 : this.totalLength / this.docsWithField;
  }

  /** The values of the field in one document (phrase checks re-read them). */
  valuesOf(doc: object): string[] {
    return this.read(doc).map(String);
  }

  private valueTerms(value: string, remembered: Map<string, ValueTerms>): ValueTerms {
    const known = remembered.get(value);
    if (known) return known;
    let length = 0;
    let lastPosition = -1;
    const termIds: number[] = [];
    for (const { term, position } of this.analyzer.tokens(value)) {
      if (position !== lastPosition) length++;
      lastPosition = position;
      termIds.push(this.idOf(term));
    }
    const terms = { length, termIds };
    if (remembered.size >= MAX_REMEMBERED_VALUES) remembered.clear();
    remembered.set(value, terms);
    return terms;
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
