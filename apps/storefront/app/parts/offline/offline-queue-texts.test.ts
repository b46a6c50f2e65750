import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/i18n";
import "../../i18n/checkout-texts";
import "../../i18n/account-texts";

const en = translator("en");
const nl = translator("nl");

describe("what the shopper reads of the offline queue (docs/specification/offline-and-caches.md)", () => {
  it("notifies 'Order waiting!' — 'Click here to confirm the order that you made offline.'", () => {
    expect(en("offlineOrder.waitingTitle")).toBe("Order waiting!");
    expect(en("offlineOrder.waitingMessage")).toBe(
      "Click here to confirm the order that you made offline.",
    );
    expect(nl("offlineOrder.waitingTitle")).toBe("Bestelling wacht!");
  });

  it("says in both languages that a change made offline waits to be sent", () => {
    for (const t of [en, nl])
      for (const key of [
        "changes.waiting",
        "cart.changeWaiting",
        "account.profile.waiting",
      ] as const)
        expect(t(key)).not.toBe(key);
    expect(en("cart.changeWaiting")).toMatch(/^You are offline/);
    expect(nl("cart.changeWaiting")).toMatch(/^Je bent offline/);
  });

  it("marks a search answered offline, kept or empty, in both languages", () => {
    expect(en("search.offlineNone")).toMatch(/^You are offline\. Nothing was kept/);
    expect(nl("search.offlineNone")).toMatch(/^Je bent offline\. Voor deze zoekopdracht/);
    expect(en("search.offlineKept")).toMatch(/kept from an earlier visit/);
    expect(nl("search.offlineKept")).toMatch(/bewaard van een eerder bezoek/);
  });
});
