/** A set of document numbers, one bit each: the engine's currency for filters. */
export type Bitset = Uint32Array;

export function newBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(set: Bitset, doc: number): void {
  set[doc >>> 5]! |= 1 << (doc & 31);
}

export function clearBit(set: Bitset, doc: number): void {
  set[doc >>> 5]! &= ~(1 << (doc & 31));
}

export function hasBit(set: Bitset, doc: number): boolean {
  return (set[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i] ?? 0;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i] ?? 0;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~(other[i] ?? 0);
}

export function bitsetOf(size: number, docs: Iterable<number>): Bitset {
  const set = newBitset(size);
  for (const doc of docs) setBit(set, doc);
  return set;
}

export function countBits(set: Bitset): number {
  let count = 0;
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The members in ascending order. */
export function bitsToArray(set: Bitset): number[] {
  const docs: number[] = [];
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      docs.push((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return docs;
}

export function forEachBit(set: Bitset, visit: (doc: number) => void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}
