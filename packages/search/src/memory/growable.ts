/**
 * A list of unsigned 32-bit numbers in one typed array: 4 bytes an entry, no per-entry objects.
 * Grows by doubling; `trim` cuts the spare room off once a bulk load is done.
 */
export class GrowableUint32 {
  array: Uint32Array;
  length = 0;

  constructor(capacity = 16) {
    this.array = new Uint32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Uint32Array(Math.max(16, this.array.length * 2));
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  trim(): void {
    if (this.array.length !== this.length) this.array = this.array.slice(0, this.length);
  }
}
