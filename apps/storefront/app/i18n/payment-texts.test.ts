import { describe, expect, it } from "vitest";
import { keysOf } from "../test-support/text-keys";
import { translator } from "./i18n";
import en from "./payment.en.json";
import nl from "./payment.nl.json";
import "./checkout-texts";
import "./payment-texts";

describe("order-status texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });

  it("keep the seed's Dutch titles and English messages word for word", () => {
    const nlText = translator("nl");
    expect(nlText("orderStatus.paidTitle", { number: "000000042" })).toBe(
      "Bestelling met ordernummer # 000000042 is betaald.",
    );
    expect(nlText("orderStatus.pendingTitle", { number: "000000042" })).toBe(
      "Betaling voor order # 000000042 is in afwachting",
    );
    const enText = translator("en");
    expect(enText("orderStatus.problem")).toBe(
      "There is a problem with getting the payment details for your order",
    );
    expect(enText("orderStatus.hashIncorrect")).toBe("Hash is incorrect");
    expect(enText("orderStatus.offline")).toBe("You are offline");
    expect(enText("order.paymentNotCreated", { message: "x" })).toBe("Payment is not created - x");
  });
});
