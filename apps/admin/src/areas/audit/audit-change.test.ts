import { describe, expect, it } from "vitest";
import { type ChangeWords, changeLine } from "./audit-change";

const WORDS: ChangeWords = {
  fields: { status: "Status", price: "Prijs (excl. btw)", totp: "Inloggen in twee stappen" },
  yes: "ja",
  no: "nee",
  statuses: {
    order: { pending: "Open", complete: "Verzonden" },
    review: { pending: "Wachtend", approved: "Goedgekeurd" },
    product: { enabled: "Aan", disabled: "Uit" },
    return: { requested: "Aangemeld", received: "Ontvangen" },
  },
  visibilities: { "4": "Catalogus en zoeken", "1": "Niet los" },
};

describe("a change in the audit log", () => {
  it("names an order's, a review's and a return's status by its name, not its code", () => {
    const shipped = { from: "pending", to: "complete" };
    expect(changeLine("order", "status", shipped, WORDS)).toBe("Status: Open → Verzonden");
    const approved = { from: "pending", to: "approved" };
    expect(changeLine("review", "status", approved, WORDS)).toBe("Status: Wachtend → Goedgekeurd");
    const received = { from: "requested", to: "received" };
    expect(changeLine("order", "return_status", received, WORDS)).toBe(
      "return_status: Aangemeld → Ontvangen",
    );
  });

  it("names a product's status whether it was stored as a number or a word", () => {
    expect(changeLine("product", "status", { from: 1, to: 2 }, WORDS)).toBe("Status: Aan → Uit");
    const bulk = { from: "disabled", to: "enabled" };
    expect(changeLine("product", "status", bulk, WORDS)).toBe("Status: Uit → Aan");
  });

  it("writes prices as amounts, days as D/M/YYYY, yes and no as words and nothing as a dash", () => {
    const price = { from: 49.95, to: 1234.5 };
    expect(changeLine("product", "price", price, WORDS)).toBe(
      "Prijs (excl. btw): 49,95 € → 1.234,50 €",
    );
    const sale = { from: null, to: "2026-12-01T00:00:00.000Z" };
    expect(changeLine("product", "special_from_date", sale, WORDS)).toBe(
      "special_from_date: — → 1/12/2026",
    );
    const totp = { from: false, to: true };
    expect(changeLine("staff", "totp", totp, WORDS)).toBe("Inloggen in twee stappen: nee → ja");
  });

  it("writes a text in both languages and a list of categories readably", () => {
    const name = { from: { nl: "Jurken", en: "Dresses" }, to: { nl: "Jurkjes", en: "Dresses" } };
    expect(changeLine("category", "name", name, WORDS)).toBe(
      "name: nl: Jurken · en: Dresses → nl: Jurkjes · en: Dresses",
    );
    expect(changeLine("product", "categories", { from: [3, 4], to: [5] }, WORDS)).toBe(
      "categories: 3, 4 → 5",
    );
    expect(changeLine("product", "visibility", { from: 4, to: 1 }, WORDS)).toBe(
      "visibility: Catalogus en zoeken → Niet los",
    );
  });
});
