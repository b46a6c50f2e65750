import { randomUUID } from "node:crypto";
import { join } from "node:path";
import {
  type Kysely,
  type PrunedRows,
  pruneCustomerData,
  type Schema,
  takeJobLease,
} from "@etalage/db";
import { sweepEvery } from "../startup/sweep-every";
import { pruneOutboxFolder } from "./prune-outbox-folder";

const DAY = 24 * 60 * 60_000;

/** Guest carts, login attempts and ended sessions are kept this long. */
export const CUSTOMER_DATA_RETENTION_DAYS = 30;

/** The name of the retention job's lease (shop_job_leases). */
export const RETENTION_JOB = "retention";

export interface RetentionOptions {
  db: Kysely<Schema>;
  dataDir: string;
  /** MAIL_RETENTION_DAYS: mails in the outbox table and folder are deleted after this. */
  mailRetentionDays: number;
  /** How long the lease holds: no process runs the database part again within it. */
  everyMs: number;
  /** This process's run of the job, so its lease is its own. */
  holder?: string;
  now?: () => Date;
}

export interface RetentionRun {
  /** Rows deleted by this process; null when another process holds the job's lease. */
  rows: PrunedRows | null;
  /** Mail files deleted from this process's own outbox folder. */
  files: number;
}

/**
 * One run of the retention job. The database part runs once across the shop's processes: the
 * process that takes the lease prunes, the others skip until it ends. Every process prunes its
 * own outbox folder, as each writes to its own DATA_DIR.
 */
export function createRetention(options: RetentionOptions): () => Promise<RetentionRun> {
  const holder = options.holder ?? randomUUID();
  const now = options.now ?? (() => new Date());
  return async () => {
    const at = now();
    const mailsBefore = new Date(at.getTime() - options.mailRetentionDays * DAY);
    const before = new Date(at.getTime() - CUSTOMER_DATA_RETENTION_DAYS * DAY);
    const files = await pruneOutboxFolder(join(options.dataDir, "outbox"), mailsBefore);
    const leased = await takeJobLease(options.db, {
      name: RETENTION_JOB,
      holder,
      now: at.toISOString(),
      until: new Date(at.getTime() + options.everyMs).toISOString(),
    });
    if (!leased) return { rows: null, files };
    const rows = await pruneCustomerData(options.db, {
      mailsBefore: mailsBefore.toISOString(),
      before: before.toISOString(),
      now: at.toISOString(),
    });
    return { rows, files };
  };
}

/**
 * Runs the retention job now and then every `everyMs`; returns the stop function for the shop's
 * shutdown.
 */
export function runRetentionEvery(
  run: () => Promise<RetentionRun>,
  everyMs: number,
  log: (message: string) => void,
): () => void {
  return sweepEvery(
    "Retention",
    everyMs,
    async () => {
      const { rows, files } = await run();
      const deleted = rows ? Object.entries(rows).filter(([, n]) => n > 0) : [];
      if (deleted.length === 0 && files === 0) return undefined;
      return `Retention deleted ${[...deleted.map(([what, n]) => `${n} ${what}`), `${files} outbox files`].join(", ")}`;
    },
    log,
    { now: true },
  );
}
