import { offlineData } from "../../../parts/offline/offline-engine";
import { noteChangesWaiting } from "../../../parts/offline/waiting-changes";
import type { ProfileChange } from "../session/user-api";
import { profileTask } from "./profile-task";

/** The profile form offline: the update waits in the sync queue until the shop answers it. */
export async function queueProfileUpdate(customer: ProfileChange): Promise<void> {
  const { tasks } = await offlineData();
  await tasks.queue(profileTask(customer));
  noteChangesWaiting((await tasks.pending()).length);
}
