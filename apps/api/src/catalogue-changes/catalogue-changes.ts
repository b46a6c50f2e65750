import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { CatalogueIndex } from "@etalage/commerce";
import { type Kysely, recordCatalogueChange, type Schema } from "@etalage/db";
import { ChangeFollower } from "./change-follower";
import { type ChangeSignal, redisChangeSignal } from "./redis-change-signal";

type Log = (message: string) => void;

/**
 * The catalogue's changes across the shop's processes. A change is written to the feed in its
 * own transaction, applied to this process's index after the commit and announced on Redis;
 * every other process's follower reads the feed when told, and by itself every second (every
 * 250 ms while there is no Redis to tell it), so each index follows within a second.
 */
export interface CatalogueChanges {
  /** This process's name in the feed. */
  readonly origin: string;
  /** True while Redis tells this process of changes at once; else it polls every 250 ms. */
  readonly listening: boolean;
  /** Writes a stock change of these products to the feed, in the caller's transaction. */
  recordStock(trx: Kysely<Schema>, productIds: readonly number[]): Promise<void>;
  /** The same for the result of a transaction that says which stock it changed. */
  recordReported(trx: Kysely<Schema>, result: unknown): Promise<void>;
  /** After the commit: this index shows the new stock and the other processes hear of it. */
  stockChanged(productIds: readonly number[]): Promise<void>;
  /** Writes "the reviews changed" to the feed, in the caller's transaction (an approval…). */
  recordReviews(trx: Kysely<Schema>): Promise<void>;
  /** After the commit: this process shows the reviews as they are and the others hear of it. */
  reviewsChanged(): Promise<void>;
  /**
   * Writes a change of the catalogue itself in the caller's transaction: of these products (a
   * price, a text, variants), or of everything when no products are named (a category moved).
   */
  recordCatalogue(trx: Kysely<Schema>, productIds?: readonly number[]): Promise<void>;
  /** After that commit: this process's index follows and the other processes hear of it. */
  catalogueChanged(productIds?: readonly number[]): Promise<void>;
  /** After a seed or import this process has indexed: the others rebuild theirs. */
  rebuilt(): Promise<void>;
  /** The feed's position the index is built from; call it before the first rebuild. */
  markStart(): Promise<void>;
  /** Starts following the feed (and Redis, with REDIS_URL). */
  start(): void;
  /** Stops following; a round in progress finishes first. */
  stop(): Promise<void>;
  /** Reads the feed now and applies what other processes changed. */
  followNow(): Promise<void>;
}

export interface CatalogueChangesOptions {
  db: Kysely<Schema>;
  catalogue: CatalogueIndex;
  redisUrl?: string;
  log: Log;
  /** Look at the feed at least this often while Redis announces changes. */
  pollMs?: number;
  /** ... and this often without Redis, or while it is away. */
  fastPollMs?: number;
}

/** The products a transaction's result says it changed the stock of (an order, a return). */
export function reportedStockChanges(result: unknown): readonly number[] {
  if (typeof result !== "object" || result === null) return [];
  const ids = (result as { stockChangedProductIds?: unknown }).stockChangedProductIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

export function createCatalogueChanges(options: CatalogueChangesOptions): CatalogueChanges {
  const { db, catalogue, log } = options;
  const origin = `${hostname()}/${process.pid}/${randomBytes(3).toString("hex")}`;
  const follower = new ChangeFollower({ db, catalogue, origin, log });
  const pollMs = options.pollMs ?? 1_000;
  const fastPollMs = options.fastPollMs ?? 250;
  let signal: ChangeSignal | undefined;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let lastRoundAt = 0;
  let lastRecorded = 0;
  let failing = false;

  const followRound = async () => {
    lastRoundAt = Date.now();
    try {
      await follower.followOnce();
      if (failing) log("The catalogue change feed is readable again");
      failing = false;
    } catch (error) {
      if (!failing) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`The catalogue change feed could not be read (${reason}); trying again`);
      }
      failing = true;
    }
  };
  // One round at a time; a wake-up during a round asks for one more right after it.
  const wake = (): Promise<void> => {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        await followRound();
      } while (again && !stopped);
    })().finally(() => {
      round = undefined;
    });
    return round;
  };
  const tick = () => {
    const every = signal?.healthy ? pollMs : fastPollMs;
    if (Date.now() - lastRoundAt >= every - fastPollMs / 2) void wake();
  };
  const record = async (trx: Kysely<Schema>, productIds: readonly number[]) => {
    if (productIds.length === 0) return;
    const id = await recordCatalogueChange(trx, { kind: "stock", productIds, origin });
    lastRecorded = Math.max(lastRecorded, id);
  };

  return {
    origin,
    get listening() {
      return signal?.healthy ?? false;
    },
    recordStock: record,
    recordReported: (trx, result) => record(trx, reportedStockChanges(result)),
    async stockChanged(productIds) {
      if (productIds.length === 0) return;
      await catalogue.stockChanged([...productIds]);
      signal?.announce(lastRecorded);
    },
    async recordReviews(trx) {
      const id = await recordCatalogueChange(trx, { kind: "reviews", productIds: [], origin });
      lastRecorded = Math.max(lastRecorded, id);
    },
    async reviewsChanged() {
      await catalogue.reviewsChanged();
      signal?.announce(lastRecorded);
    },
    async recordCatalogue(trx, productIds = []) {
      const kind = productIds.length > 0 ? "products" : "rebuild";
      const id = await recordCatalogueChange(trx, { kind, productIds, origin });
      lastRecorded = Math.max(lastRecorded, id);
    },
    async catalogueChanged(productIds = []) {
      if (productIds.length > 0) await catalogue.productsChanged([...productIds]);
      else await catalogue.rebuild();
      signal?.announce(lastRecorded);
    },
    async rebuilt() {
      const id = await recordCatalogueChange(db, { kind: "rebuild", productIds: [], origin });
      lastRecorded = Math.max(lastRecorded, id);
      signal?.announce(id);
    },
    markStart: () => follower.markStart(),
    start() {
      if (!stopped) return;
      stopped = false;
      if (options.redisUrl) signal = redisChangeSignal(options.redisUrl, origin, wake, log);
      timer = setInterval(tick, fastPollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await signal?.close();
      signal = undefined;
      await round;
    },
    followNow: wake,
  };
}
