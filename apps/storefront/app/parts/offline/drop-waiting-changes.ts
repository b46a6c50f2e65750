import { openLocalDb } from "./local-db";
import { taskStore } from "./record-store";
import { dropUntransmitted } from "./sync-queue";
import { noteChangesWaiting } from "./waiting-changes";

/**
 * Logout and a failed token refresh drop the calls never sent (docs/specification/account.md), whether or not the
 * page loaded the offline queue: its tasks wait in IndexedDB from earlier visits too.
 */
export async function dropWaitingChanges(): Promise<void> {
  const db = openLocalDb();
  try {
    await dropUntransmitted(taskStore(db));
  } finally {
    await db.then(
      (opened) => opened.close(),
      () => undefined,
    );
  }
  noteChangesWaiting(0);
}
