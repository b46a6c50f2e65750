import type { Analyzer } from "../analysis/analyzer";
import {
  type FieldReader,
  type FieldValue,
  type FieldVisitor,
  fieldReader,
  fieldVisitor,
} from "./field-path";
import { GrowableUint32 } from "./growable";
import { HashIndex } from "./hash-index";
import { BULK_DOCUMENTS } from "./keyword-field";
import { PostingTable } from "./posting-table";

/** Documents a bulk catch-up reads before it decides whether grouping pays. */
const SAMPLE = 1_000;

/** A group id for documents whose field has no terms. */
const NO_TERMS = -1;

/**
 * The analysed terms of one field path, for BM25: per term the groups of documents holding it
 * and how often, per group its field length. A group is the documents whose field reads the
 * same: a catalogue repeats descriptions, colour names and categories in thousands of
 * documents, which then share one posting per term instead of one each. Appended documents are
 * indexed on catch-up (each in a group of its own).
 */
export class TextSource {
  private readonly termIds = new HashIndex((id) => this.terms[id]!);
  readonly terms: string[] = [];
  /** Per term: the groups holding it, with the term's count in the group's text. */
  private readonly postings = new PostingTable(true);
  /** Per group: its documents. */
  private readonly members = new PostingTable(false);
  private readonly groupLengths = new GrowableUint32();
  /** Per term: how many documents hold it. */
  private readonly documentCounts = new GrowableUint32();
  private indexed = 0;
  private totalLength = 0;
  private docsWithField = 0;
  private readonly read: FieldReader;
  private readonly visit: FieldVisitor;
  private readonly docValues: string[] = [];
  private readonly collectValue = (value: FieldValue) => {
    this.docValues.push(String(value));
  };

  constructor(
    path: string,
    private readonly analyzer: Analyzer,
  ) {
    this.read = fieldReader(path);
    this.visit = fieldVisitor(path);
  }

  catchUp(docs: readonly (object | undefined)[]): void {
    const from = this.indexed;
    if (from === docs.length) return;
    const bulk = docs.length - from > BULK_DOCUMENTS;
    // Grouping pays for repeated texts only: a field that reads differently in nearly every
    // document (names, SKUs) stops looking for twins after a sample.
    let grouping = bulk;
    const groups = new Map<string, number>();
    const added = {
      keys: new GrowableUint32(),
      docs: new GrowableUint32(),
      counts: new GrowableUint32(),
    };
    const joined = {
      keys: new GrowableUint32(docs.length - from),
      docs: new GrowableUint32(docs.length - from),
    };
    const counts = new Map<number, number>();
    for (let doc = from; doc < docs.length; doc++) {
      if (grouping && doc - from === SAMPLE && groups.size > SAMPLE * 0.9) {
        grouping = false;
        groups.clear();
      }
      const source = docs[doc];
      if (!source) continue;
      this.docValues.length = 0;
      this.visit(source, this.collectValue);
      if (this.docValues.length === 0) continue;
      // NUL separates words as a value boundary does, so the joined text counts the same.
      const content =
        this.docValues.length === 1 ? this.docValues[0]! : this.docValues.join("\u0000");
      let group = grouping ? groups.get(content) : undefined;
      if (group === undefined) {
        group = this.newGroup(counts, added);
        if (grouping) groups.set(content, group);
      }
      if (group === NO_TERMS) continue;
      joined.keys.push(group);
      joined.docs.push(doc);
      this.totalLength += this.groupLengths.array[group]!;
      this.docsWithField++;
    }
    this.indexed = docs.length;
    this.members.append(joined, this.groupLengths.length);
    this.postings.append(added, this.terms.length);
    while (this.documentCounts.length < this.terms.length) this.documentCounts.push(0);
    for (let i = 0; i < added.keys.length; i++) {
      const term = added.keys.array[i]!;
      this.documentCounts.array[term]! += this.members.size(added.docs.array[i]!);
    }
    if (bulk) {
      this.groupLengths.trim();
      this.documentCounts.trim();
      this.termIds.trim(this.terms.length);
    }
  }

  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /** The groups holding the term, ascending, and how often each group's text holds it. */
  groupsOf(termId: number): Uint32Array {
    return this.postings.docs(termId);
  }

  frequenciesOf(termId: number): Uint16Array | Uint32Array {
    return this.postings.counts(termId);
  }

  /** The field length (positions) of each group. */
  get lengths(): Uint32Array {
    return this.groupLengths.array;
  }

  /** Group g's documents are memberDocs[memberStarts[g]] .. memberDocs[memberStarts[g + 1] - 1]. */
  get memberStarts(): Uint32Array {
    return this.members.starts;
  }

  get memberDocs(): Uint32Array {
    return this.members.entries;
  }

  /** How many documents hold the term. */
  documentFrequency(termId: number): number {
    return termId < this.documentCounts.length ? this.documentCounts.array[termId]! : 0;
  }

  averageLength(): number {
    return this.docsWithField === 0 ? 1 : this.totalLength / this.docsWithField;
  }

  /** The values of the field in one document (phrase checks re-read them). */
  valuesOf(doc: object): string[] {
    return this.read(doc).map(String);
  }

  /** Analyses the current document's values into a new group; NO_TERMS when they hold none. */
  private newGroup(
    counts: Map<number, number>,
    added: { keys: GrowableUint32; docs: GrowableUint32; counts: GrowableUint32 },
  ): number {
    let length = 0;
    for (const value of this.docValues) {
      let lastPosition = -1;
      for (const { term, position } of this.analyzer.tokens(value)) {
        if (position !== lastPosition) length++;
        lastPosition = position;
        const id = this.idOf(term);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    if (length === 0) return NO_TERMS;
    const group = this.groupLengths.length;
    this.groupLengths.push(length);
    for (const [term, count] of counts) {
      added.keys.push(term);
      added.docs.push(group);
      added.counts.push(count);
    }
    counts.clear();
    return group;
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.add(term, id);
    }
    return id;
  }
}
