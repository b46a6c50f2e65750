import type { Analyzer } from "../analysis/analyzer";
import { type Bitset, clearBit, newBitset, setBit } from "./bitset";
import { HashIndex } from "./hash-index";
import { BULK_DOCUMENTS, KeywordField } from "./keyword-field";
import { ScoreScratch } from "./score-scratch";
import { SortColumn } from "./sort-column";
import { TextField } from "./text-field";
import { TextSource } from "./text-source";

/** A field whose text is also searched when another field is queried (ES copy_to), at a boost. */
export interface CopiedField {
  field: string;
  boost: number;
}

export interface CollectionSettings {
  idField: string;
  analyzer: Analyzer;
  /** Per queried field, the extra fields searched with it. */
  copyFields: Readonly<Record<string, readonly CopiedField[]>>;
}

/**
 * Indexes of paths no document holds are kept up to this many; past it they are made for the
 * request and let go. Field names come from requests: without a bound, every made-up name
 * would leave an index of four bytes per document behind for good.
 */
export const MAX_EMPTY_FIELD_INDEXES = 64;

/** Canonical integers ("42", 42): kept as numbers in the id map, so no string per document. */
const INTEGER = /^(0|-?[1-9]\d{0,14})$/;

/** The id map's key of an _id: the number for integer ids, else the id's string (as _id). */
function idKey(id: string | number): string | number {
  const text = String(id);
  return INTEGER.test(text) ? Number(text) : text;
}

/**
 * The documents of one index and type, numbered in the order they arrived. A replaced or removed
 * document keeps its number but leaves the live set, so every field index only ever catches up
 * with appended documents; the engine compacts a collection once too many numbers are dead.
 * Field indexes are made on first use (or up front for the fields the caller names).
 */
export class Collection {
  readonly docs: (object | undefined)[] = [];
  live: Bitset = newBitset(0);
  liveCount = 0;
  /** Filter results by clause, valid until the next change. */
  readonly filterCache = new Map<string, Bitset>();
  private readonly docOfId = new HashIndex((doc) => idKey(this.idValue(this.docs[doc]!)));
  private readonly keywords = new Map<string, KeywordField>();
  private readonly sources = new Map<string, TextSource>();
  private readonly texts = new Map<string, TextField>();
  private readonly sortColumns = new Map<string, SortColumn>();
  private scoreScratch: ScoreScratch | undefined;
  private emptyIndexes = 0;

  constructor(readonly settings: CollectionSettings) {}

  get size(): number {
    return this.docs.length;
  }

  get deadCount(): number {
    return this.docs.length - this.liveCount;
  }

  /** Adds documents; one with the id of a document already here replaces it. */
  add(docs: readonly object[]): void {
    const grown = newBitset(this.docs.length + docs.length);
    grown.set(this.live);
    this.live = grown;
    for (const doc of docs) {
      const id = idKey(this.idValue(doc));
      this.remove([id]);
      const number = this.docs.length;
      this.docs.push(doc);
      this.docOfId.add(id, number);
      setBit(this.live, number);
      this.liveCount++;
    }
    if (docs.length > BULK_DOCUMENTS) this.docOfId.trim(this.docs.length);
    this.filterCache.clear();
  }

  remove(ids: readonly (string | number)[]): void {
    for (const id of ids) {
      const key = idKey(id);
      const number = this.docOfId.get(key);
      if (number === undefined) continue;
      this.docOfId.delete(key);
      this.docs[number] = undefined;
      clearBit(this.live, number);
      this.liveCount--;
    }
    this.filterCache.clear();
  }

  /**
   * Replaces held documents by versions that differ only at `paths` (stock levels), keeping
   * their numbers: the exact values of those paths are indexed again, their text (if a query
   * ever analysed it) on next use. Returns the documents it does not hold.
   */
  replaceValues(docs: readonly object[], paths: readonly string[]): object[] {
    const touched = (path: string) =>
      paths.some((p) => path === p || path.startsWith(`${p}.`) || p.startsWith(`${path}.`));
    const dropped = new Set<TextSource>();
    for (const [path, source] of this.sources) {
      if (!touched(path)) continue;
      this.sources.delete(path);
      dropped.add(source);
    }
    for (const [field, text] of this.texts) {
      if (text.sources.some(({ source }) => dropped.has(source))) this.texts.delete(field);
    }
    const fields = [...this.keywords].filter(([path]) => touched(path)).map(([, field]) => field);
    const columns = [...this.sortColumns.values()];
    const missing: object[] = [];
    for (const doc of docs) {
      const number = this.docOfId.get(idKey(this.idValue(doc)));
      if (number === undefined) {
        missing.push(doc);
        continue;
      }
      this.docs[number] = doc;
      for (const field of fields) {
        if (!field.replace(number, doc)) continue;
        for (const column of columns) if (column.field === field) column.refresh(number);
      }
    }
    this.filterCache.clear();
    return missing;
  }

  docNumber(id: string): number | undefined {
    return this.docOfId.get(idKey(id));
  }

  /** The _id of a live document. */
  idOf(doc: number): string {
    return this.idValue(this.docs[doc]!);
  }

  liveDocs(): object[] {
    return this.docs.filter((doc): doc is object => doc !== undefined);
  }

  /** Field indexes held (exact values, texts, sort columns): a bounded number for unused paths. */
  get fieldIndexCount(): number {
    return this.keywords.size + this.sources.size + this.texts.size + this.sortColumns.size;
  }

  /** Whether to keep a new index: always when its path has values, else while there is room. */
  private keeps(empty: boolean): boolean {
    if (!empty) return true;
    if (this.emptyIndexes >= MAX_EMPTY_FIELD_INDEXES) return false;
    this.emptyIndexes++;
    return true;
  }

  keyword(path: string): KeywordField {
    let field = this.keywords.get(path);
    if (!field) {
      field = new KeywordField(path);
      field.catchUp(this.docs);
      if (this.keeps(field.keyCount === 0)) this.keywords.set(path, field);
      return field;
    }
    field.catchUp(this.docs);
    return field;
  }

  textSource(path: string): TextSource {
    let source = this.sources.get(path);
    if (!source) {
      source = new TextSource(path, this.settings.analyzer);
      source.catchUp(this.docs);
      if (this.keeps(source.terms.length === 0)) this.sources.set(path, source);
      return source;
    }
    source.catchUp(this.docs);
    return source;
  }

  /** The field's own text plus the fields copied into it. */
  textField(field: string): TextField {
    let text = this.texts.get(field);
    if (!text) {
      const copies = this.settings.copyFields[field] ?? [];
      text = new TextField([
        { source: this.textSource(field), boost: 1 },
        ...copies.map((copy) => ({ source: this.textSource(copy.field), boost: copy.boost })),
      ]);
      if (this.keeps(text.sources.every(({ source }) => source.terms.length === 0)))
        this.texts.set(field, text);
    }
    for (const { source } of text.sources) source.catchUp(this.docs);
    return text;
  }

  sortColumn(path: string, mode: "min" | "max"): SortColumn {
    const key = `${mode}:${path}`;
    const field = this.keyword(path);
    let column = this.sortColumns.get(key);
    if (!column) {
      column = new SortColumn(field, mode);
      if (this.keeps(field.keyCount === 0)) this.sortColumns.set(key, column);
    }
    column.catchUp(this.docs.length);
    return column;
  }

  /** Zeroed per-document work arrays for text scoring, sized to the current documents. */
  scratch(): ScoreScratch {
    if (this.scoreScratch?.size !== this.docs.length)
      this.scoreScratch = new ScoreScratch(this.docs.length);
    return this.scoreScratch;
  }

  private idValue(doc: object): string {
    const id = (doc as Record<string, unknown>)[this.settings.idField];
    if (typeof id !== "string" && typeof id !== "number") {
      throw new Error(`A search document has no ${this.settings.idField} to identify it`);
    }
    return String(id);
  }
}
