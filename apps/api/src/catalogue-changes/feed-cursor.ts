/**
 * Where a process stands in the catalogue change feed. On PostgreSQL a transaction may take id
 * 11 and commit after the one that took 12: a reader that saw 12 must still look for 11. So
 * the cursor only moves over ids it has applied, and over a hole only once the hole has been
 * open for `holeWaitMs` (the id was rolled back, or its row is long pruned).
 */
export class FeedCursor {
  /** Every change up to this id is applied (or given up). */
  private settled: number;
  /** The highest id applied. */
  private highest: number;
  /** Applied ids above `settled`. */
  private readonly applied = new Set<number>();
  /** Missing ids above `settled`, with the time they were first missed. */
  private readonly holes = new Map<number, number>();

  constructor(
    start: number,
    private readonly holeWaitMs: number,
  ) {
    this.settled = start;
    this.highest = start;
  }

  /** Changes after this id may still come: read from here. */
  get position(): number {
    return this.settled;
  }

  /** True while an id below the highest one applied is missing. */
  get waiting(): boolean {
    return this.settled < this.highest;
  }

  get newest(): number {
    return this.highest;
  }

  isApplied(id: number): boolean {
    return id <= this.settled || this.applied.has(id);
  }

  /** Marks the ids of a read as applied and moves past what is complete. */
  applyRead(ids: readonly number[], now: number): void {
    for (const id of ids) {
      if (id <= this.settled) continue;
      this.applied.add(id);
      this.highest = Math.max(this.highest, id);
    }
    for (let id = this.settled + 1; id < this.highest; id++) {
      if (!this.applied.has(id) && !this.holes.has(id)) this.holes.set(id, now);
    }
    this.advance(now);
  }

  /** After a full rebuild that read the feed up to `id`: everything before counts as applied. */
  reset(id: number): void {
    this.settled = Math.max(this.settled, id);
    this.highest = Math.max(this.highest, this.settled);
    for (const applied of this.applied) if (applied <= this.settled) this.applied.delete(applied);
    for (const hole of this.holes.keys()) if (hole <= this.settled) this.holes.delete(hole);
    this.advance(Number.NEGATIVE_INFINITY);
  }

  private advance(now: number): void {
    for (;;) {
      const next = this.settled + 1;
      if (this.applied.delete(next)) {
        this.settled = next;
        continue;
      }
      const missedSince = this.holes.get(next);
      if (missedSince === undefined || now - missedSince < this.holeWaitMs) return;
      this.holes.delete(next);
      this.settled = next;
    }
  }
}
