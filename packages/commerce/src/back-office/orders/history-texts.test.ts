import { describe, expect, it } from "vitest";
import { historyTexts } from "./history-texts";

describe("what the order's history says, in the order's language", () => {
  const nl = historyTexts({ store_code: "nl" });
  const en = historyTexts({ store_code: "en" });

  it("names the pieces shipped, the carrier and the tracking code", () => {
    expect(nl.shipped("1 × JRK-1001-ROOD-S", "PostNL", "3SABCD1234567")).toBe(
      "Verzonden: 1 × JRK-1001-ROOD-S met PostNL (3SABCD1234567)",
    );
    expect(en.shipped("2 × TAS-1001", null, null)).toBe("Shipped 2 × TAS-1001");
  });

  it("gives the reason of a cancellation and the amount and credit note of a refund", () => {
    expect(nl.canceled("Uitverkocht")).toBe("Geannuleerd: Uitverkocht");
    expect(nl.refunded(1234.5, "CN-000001", "Past niet")).toBe(
      "1.234,50 € terugbetaald (creditnota CN-000001): Past niet",
    );
    expect(en.refunded(44.85, "CN-000002", "Too small")).toBe(
      "Refunded 44.85 (credit note CN-000002): Too small",
    );
  });

  it("counts a return's pieces as one or many", () => {
    expect(nl.returnReceived("R-000001", 1, 1)).toBe(
      "Retour R-000001 ontvangen: 1 stuk, 1 terug op voorraad",
    );
    expect(en.returnReceived("R-000001", 2, 0)).toBe(
      "Return R-000001 received: 2 pieces, 0 back in stock",
    );
    expect(en.returnRejected("R-000002", "Worn")).toBe("Return R-000002 rejected: Worn");
  });
});
