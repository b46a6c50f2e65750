import { beforeEach, describe, expect, it, vi } from "vitest";
import { openLocalDb } from "../../../parts/offline/local-db";
import { taskStore } from "../../../parts/offline/record-store";
import { createSyncQueue } from "../../../parts/offline/sync-queue";
import { freshIndexedDb } from "../../../parts/offline/test-support/fake-idb";
import { recordingFetch } from "../../../parts/offline/test-support/fake-task-api";
import { envelope } from "../../../test-support/api-envelope";
import { PROFILE_TASK_EVENT, profileTask } from "./profile-task";

beforeEach(() => freshIndexedDb());

const change = {
  email: "anna@example.com",
  firstname: "Anna",
  lastname: "de Vries",
  addresses: [],
};

describe("a profile update made offline (docs/specification/offline-and-caches.md Offline queue; api-calls.md POST /api/user/me)", () => {
  it("waits untransmitted, then goes out with the customer's token and fires its callback event", async () => {
    const net = recordingFetch((call) =>
      envelope(200, (call.body as { customer: unknown }).customer),
    );
    net.state.offline = true;
    const emitted: { event: string; code?: number; result?: unknown }[] = [];
    const queue = createSyncQueue({
      tasks: taskStore(openLocalDb("shop"), vi.fn()),
      fetch: net.fetch,
      online: () => !net.state.offline,
      token: () => "token-anna",
      cartId: () => null,
      storeCode: () => "nl",
      renewal: () => null,
      notify: vi.fn(),
      emit: (event, task) => emitted.push({ event, code: task.code, result: task.result }),
      reloadCart: async () => undefined,
    });
    const queued = await queue.queue(profileTask(change));
    expect(queued).toMatchObject({ url: "/api/user/me?token={{token}}", transmited: false });
    expect(await queue.pending()).toHaveLength(1);

    net.state.offline = false;
    await queue.onlineAgain();
    expect(net.calls).toEqual([
      {
        method: "POST",
        url: "/api/user/me?token=token-anna&storeCode=nl",
        body: { customer: change },
      },
    ]);
    expect(await queue.pending()).toEqual([]);
    expect(emitted).toEqual([{ event: PROFILE_TASK_EVENT, code: 200, result: change }]);
  });
});
