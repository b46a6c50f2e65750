import { type Kysely, reviewsFingerprint, type Schema } from "@etalage/db";

/**
 * Notices reviews approved or rejected elsewhere (the `npm run reviews` command is another
 * process): `check()` compares a fingerprint of the reviews table with the last one seen and
 * calls `changed` when it differs. The first check only remembers, as the index was just built.
 */
export function createReviewWatch(db: Kysely<Schema>, changed: () => Promise<void>) {
  let seen: string | undefined;
  return {
    async check(): Promise<boolean> {
      const now = await reviewsFingerprint(db);
      const first = seen === undefined;
      if (now === seen) return false;
      seen = now;
      if (first) return false;
      await changed();
      return true;
    },
  };
}
