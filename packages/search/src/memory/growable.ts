/**
 * A list of unsigned 32-bit numbers in one typed array: 4 bytes an entry, no per-entry objects.
 * Grows by doubling (or to a size reserved up front, which leaves no discarded arrays behind);
 * `trim` cuts much spare room off once a bulk load is done.
 */
export class GrowableUint32 {
  array: Uint32Array;
  length = 0;

  constructor(capacity = 16) {
    this.array = new Uint32Array(capacity);
  }

  /** Makes room for `count` more entries at once. */
  reserve(count: number): void {
    if (this.length + count <= this.array.length) return;
    const grown = new Uint32Array(this.length + count);
    grown.set(this.array.subarray(0, this.length));
    this.array = grown;
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Uint32Array(Math.max(16, this.array.length * 2));
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  /** Copies to the exact size when more than an eighth of the array is spare. */
  trim(): void {
    if (this.length < this.array.length - (this.array.length >>> 3))
      this.array = this.array.slice(0, this.length);
  }
}
