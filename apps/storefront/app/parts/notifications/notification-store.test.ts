import { describe, expect, it } from "vitest";
import { createNotificationStore, DEFAULT_TIME_TO_LIVE } from "./notification-store";

function storeWithTimers() {
  const timers: { run: () => void; ms: number }[] = [];
  const store = createNotificationStore((run, ms) => timers.push({ run, ms }));
  return { store, timers };
}

describe("notifications (docs/specification/messages.md)", () => {
  it("a notification repeating the last message is ignored", () => {
    const { store } = storeWithTimers();
    store.add({ type: "success", message: "Product has been added to the cart!" });
    const again = store.add({ type: "success", message: "Product has been added to the cart!" });
    expect(again).toBeNull();
    expect(store.list()).toHaveLength(1);
  });

  it("shows the same message again once a different one came in between", () => {
    const { store } = storeWithTimers();
    store.add({ type: "success", message: "Product has been added to the cart!" });
    store.add({ type: "success", message: "Product quantity has been updated!" });
    store.add({ type: "success", message: "Product has been added to the cart!" });
    expect(store.list().map((n) => n.message)).toEqual([
      "Product has been added to the cart!",
      "Product quantity has been updated!",
      "Product has been added to the cart!",
    ]);
  });

  it("lives 2000 ms by default, timeToLive when given, forever with hasNoTimeout", () => {
    const { store, timers } = storeWithTimers();
    store.add({ type: "info", message: "a" });
    store.add({ type: "info", message: "b", timeToLive: 5000 });
    store.add({ type: "warning", message: "c", hasNoTimeout: true });
    expect(DEFAULT_TIME_TO_LIVE).toBe(2000);
    expect(timers.map((t) => t.ms)).toEqual([2000, 5000]);
    for (const timer of timers) timer.run();
    expect(store.list().map((n) => n.message)).toEqual(["c"]);
  });

  it("gives each notification its own id and tells subscribers", () => {
    const { store } = storeWithTimers();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const first = store.add({ type: "error", message: "x" });
    const second = store.add({ type: "error", message: "y" });
    expect(first?.id).not.toBe(second?.id);
    store.dismiss(first?.id ?? 0);
    stop();
    store.add({ type: "error", message: "z" });
    expect(calls).toBe(3);
  });
});
