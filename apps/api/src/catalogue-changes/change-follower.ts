import type { CatalogueIndex } from "@etalage/commerce";
import {
  type CatalogueChangeRow,
  type Kysely,
  latestCatalogueChangeId,
  oldestCatalogueChangeId,
  pruneCatalogueChanges,
  readCatalogueChanges,
  type Schema,
} from "@etalage/db";
import { FeedCursor } from "./feed-cursor";

type Log = (message: string) => void;

export interface FollowerOptions {
  db: Kysely<Schema>;
  catalogue: CatalogueIndex;
  /** This process's name in the feed: its own rows are already in its index. */
  origin: string;
  log: Log;
  /** How long a missing id is waited for (a transaction that took it and has not committed). */
  holeWaitMs?: number;
  /** Rows older than this are pruned. */
  retainMs?: number;
  /** How often this process prunes. */
  pruneEveryMs?: number;
  now?: () => number;
}

/** What one round did, for the logs of tests and benchmarks. */
export interface FollowedRound {
  applied: number;
  rebuilt: boolean;
}

const PAGE = 500;

/**
 * Reads the catalogue change feed from where this process stands and applies the other
 * processes' changes to its own index: one rebuild for any rebuild, one update of the products
 * the back office changed, one stock update for the products of all stock rows, a review refresh for reviews rows. A feed pruned past this
 * process's place means changes are gone: it rebuilds the whole index.
 */
export class ChangeFollower {
  private cursor: FeedCursor | undefined;
  private lastPrune = 0;
  private readonly holeWaitMs: number;
  private readonly retainMs: number;
  private readonly pruneEveryMs: number;
  private readonly now: () => number;

  constructor(private readonly options: FollowerOptions) {
    this.holeWaitMs = options.holeWaitMs ?? 10_000;
    this.retainMs = options.retainMs ?? 60 * 60_000;
    this.pruneEveryMs = options.pruneEveryMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Takes the feed's newest id as the starting point; call it before the index is built. */
  async markStart(): Promise<void> {
    this.cursor = new FeedCursor(await latestCatalogueChangeId(this.options.db), this.holeWaitMs);
  }

  /** One look at the feed: nothing but a max(id) when nothing changed. */
  async followOnce(): Promise<FollowedRound> {
    const { db } = this.options;
    if (!this.cursor) await this.markStart();
    const cursor = this.cursor!;
    await this.pruneWhenDue();
    const latest = await latestCatalogueChangeId(db);
    if (latest <= cursor.newest && !cursor.waiting) return { applied: 0, rebuilt: false };

    let applied = 0;
    let from = cursor.position;
    for (;;) {
      const rows = await readCatalogueChanges(db, from, PAGE);
      if (rows.length === 0) break;
      if (from === cursor.position && (await this.prunedPast(from, rows[0]!.id))) {
        await this.rebuildAll(latest);
        return { applied, rebuilt: true };
      }
      applied += await this.apply(rows.filter((row) => !cursor.isApplied(row.id)));
      cursor.applyRead(
        rows.map((row) => row.id),
        this.now(),
      );
      if (rows.length < PAGE) break;
      from = rows[rows.length - 1]!.id;
    }
    return { applied, rebuilt: false };
  }

  /** Applies the rows of other processes; answers how many there were. */
  private async apply(rows: readonly CatalogueChangeRow[]): Promise<number> {
    const { catalogue, origin } = this.options;
    const foreign = rows.filter((row) => row.origin !== origin);
    if (foreign.length === 0) return 0;
    if (foreign.some((row) => row.kind === "rebuild")) {
      await catalogue.rebuild();
      return foreign.length;
    }
    const edited = new Set<number>();
    for (const row of foreign) {
      if (row.kind === "products") for (const id of row.productIds) edited.add(id);
    }
    if (edited.size > 0) await catalogue.productsChanged([...edited]);
    const products = new Set<number>();
    for (const row of foreign) {
      if (row.kind === "stock") for (const id of row.productIds) products.add(id);
    }
    if (products.size > 0) await catalogue.stockChanged([...products]);
    if (foreign.some((row) => row.kind === "reviews")) await catalogue.reviewsChanged();
    return foreign.length;
  }

  /** True when the feed starts after `position`'s next change: it was pruned meanwhile. */
  private async prunedPast(position: number, firstId: number): Promise<boolean> {
    if (firstId <= position + 1) return false;
    return (await oldestCatalogueChangeId(this.options.db)) > position + 1;
  }

  private async rebuildAll(upTo: number): Promise<void> {
    this.options.log(
      `The catalogue change feed no longer holds every change since #${this.cursor!.position}: rebuilding the search index`,
    );
    await this.options.catalogue.rebuild();
    this.cursor!.reset(upTo);
  }

  private async pruneWhenDue(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < this.pruneEveryMs) return;
    this.lastPrune = now;
    await pruneCatalogueChanges(this.options.db, new Date(now - this.retainMs));
  }
}
