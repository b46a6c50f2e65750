/** What a hash index looks up: a string, or a number (NaN equals NaN, -0 equals 0, as in Map). */
export type IndexKey = string | number;

const EMPTY = -1;
const DELETED = -2;
const FLOAT = new Float64Array(1);
const WORDS = new Uint32Array(FLOAT.buffer);

function mix(word: number): number {
  let h = Math.imul(word ^ (word >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashOf(key: IndexKey): number {
  if (typeof key === "number") {
    if ((key | 0) === key) return mix(key);
    if (Number.isNaN(key)) return 0x7ff80000;
    FLOAT[0] = key;
    return mix(WORDS[0]! ^ mix(WORDS[1]!));
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const same = (a: IndexKey, b: IndexKey) =>
  a === b || (typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b));

/**
 * Key → id for keys the caller already stores by id (terms, key values, document ids): an
 * open-addressing table of ids in one typed array, about a third of a Map of the same keys, and
 * outside the JavaScript heap. `keyOf(id)` gives the key of an id back; each id's hash is kept,
 * so probing compares keys only when hashes match and growing hashes nothing again.
 */
export class HashIndex {
  private slots = new Int32Array(16).fill(EMPTY);
  private hashes = new Uint32Array(16);
  /** Filled and deleted slots: what probing has to step over. */
  private used = 0;

  constructor(private readonly keyOf: (id: number) => IndexKey) {}

  get(key: IndexKey): number | undefined {
    const slot = this.find(key, hashOf(key));
    return slot < 0 ? undefined : this.slots[slot];
  }

  /** Adds a key that is not in the index yet. */
  add(key: IndexKey, id: number): void {
    if ((this.used + 1) * 10 > this.slots.length * 7) this.grow();
    if (id >= this.hashes.length) {
      const grown = new Uint32Array(Math.max(id + 1, this.hashes.length * 2));
      grown.set(this.hashes);
      this.hashes = grown;
    }
    const hash = hashOf(key);
    this.hashes[id] = hash;
    this.place(id, hash);
  }

  /** Cuts the spare room of the per-id hashes off after a bulk load of `count` ids. */
  trim(count: number): void {
    if (this.hashes.length > count) this.hashes = this.hashes.slice(0, count);
  }

  delete(key: IndexKey): void {
    const slot = this.find(key, hashOf(key));
    if (slot >= 0) this.slots[slot] = DELETED;
  }

  /** The slot holding the key, or -1. */
  private find(key: IndexKey, hash: number): number {
    const { slots, hashes } = this;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = slots[slot]!;
      if (id === EMPTY) return -1;
      if (id !== DELETED && hashes[id] === hash && same(this.keyOf(id), key)) return slot;
    }
  }

  private place(id: number, hash: number): void {
    const { slots } = this;
    const mask = slots.length - 1;
    let slot = hash & mask;
    while (slots[slot] !== EMPTY && slots[slot] !== DELETED) slot = (slot + 1) & mask;
    if (slots[slot] === EMPTY) this.used++;
    slots[slot] = id;
  }

  private grow(): void {
    const old = this.slots;
    let live = 0;
    for (const id of old) if (id >= 0) live++;
    let size = 16;
    while (size * 35 < (live + 1) * 100) size *= 2;
    this.slots = new Int32Array(size).fill(EMPTY);
    this.used = 0;
    for (const id of old) if (id >= 0) this.place(id, this.hashes[id]!);
  }
}
