import type { GrowableUint32 } from "./growable";

/** How often each document holds a term: 16 bits, or 32 should a count ever need them. */
type Counts = Uint16Array | Uint32Array;

/** New postings to add: parallel lists of key, document and count, in document order. */
export interface NewPostings {
  keys: GrowableUint32;
  docs: GrowableUint32;
  counts?: GrowableUint32;
}

const EMPTY = new Uint32Array(0);

/**
 * The documents of every key (or term), ascending, in one flat array: those of key k are
 * `docs[start[k]]` up to `docs[start[k + 1]]`, with their term counts alongside for text.
 * Documents only ever get added with numbers above all present ones, so appending merges
 * each key's new documents after its old ones.
 */
export class PostingTable {
  private start = new Uint32Array(1);
  private docList: Uint32Array = EMPTY;
  private countList: Counts | null;

  constructor(withCounts: boolean) {
    this.countList = withCounts ? new Uint16Array(0) : null;
  }

  get keyCount(): number {
    return this.start.length - 1;
  }

  /** The flat arrays, for loops over many keys: key k's entries are entries[starts[k]..starts[k+1]). */
  get starts(): Uint32Array {
    return this.start;
  }

  get entries(): Uint32Array {
    return this.docList;
  }

  /** How many documents hold the key. */
  size(key: number): number {
    return key < this.keyCount ? this.start[key + 1]! - this.start[key]! : 0;
  }

  docs(key: number): Uint32Array {
    if (key >= this.keyCount) return EMPTY;
    return this.docList.subarray(this.start[key]!, this.start[key + 1]!);
  }

  counts(key: number): Counts {
    const counts = this.countList!;
    if (key >= this.keyCount) return counts.subarray(0, 0);
    return counts.subarray(this.start[key]!, this.start[key + 1]!);
  }

  append(added: NewPostings, keyCount: number): void {
    const { keys, docs, counts } = added;
    const oldKeys = this.keyCount;
    const keysAfter = Math.max(keyCount, oldKeys);
    const start = new Uint32Array(keysAfter + 1);
    for (let i = 0; i < keys.length; i++) start[keys.array[i]! + 1]!++;
    for (let key = 0; key < keysAfter; key++) {
      start[key + 1]! += start[key]! + this.size(key);
    }
    const total = start[keysAfter]!;
    const docList = new Uint32Array(total);
    let largest = 0;
    if (counts)
      for (let i = 0; i < counts.length; i++) largest = Math.max(largest, counts.array[i]!);
    const oldCounts = this.countList;
    const countList: Counts | null =
      oldCounts === null
        ? null
        : largest > 0xffff || oldCounts instanceof Uint32Array
          ? new Uint32Array(total)
          : new Uint16Array(total);
    const cursor = start.slice(0, keysAfter);
    for (let key = 0; key < oldKeys; key++) {
      const from = this.start[key]!;
      const to = this.start[key + 1]!;
      if (from === to) continue;
      docList.set(this.docList.subarray(from, to), cursor[key]!);
      if (countList) countList.set(oldCounts!.subarray(from, to), cursor[key]!);
      cursor[key]! += to - from;
    }
    for (let i = 0; i < keys.length; i++) {
      const at = cursor[keys.array[i]!]!++;
      docList[at] = docs.array[i]!;
      if (countList) countList[at] = counts!.array[i]!;
    }
    this.start = start;
    this.docList = docList;
    this.countList = countList;
  }
}
