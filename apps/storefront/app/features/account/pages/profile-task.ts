import type { TaskRequest } from "../../../parts/offline/task-record";
import type { ProfileChange } from "../session/user-api";

/** Fired with the task once the shop answered a profile update made offline. */
export const PROFILE_TASK_EVENT = "store:user/profileUpdated";

/**
 * docs/specification/api-calls.md: `POST /api/user/me?token` with the profile, queued with a callback event (the task
 * record of docs/specification/api-shapes.md §11); the token is filled in when it is sent, so a refreshed one is used.
 */
export function profileTask(customer: ProfileChange): TaskRequest {
  return {
    url: "/api/user/me?token={{token}}",
    payload: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ customer }),
    },
    callback_event: PROFILE_TASK_EVENT,
  };
}
