import { describe, expect, it } from "vitest";
import { keysOf } from "../test-support/text-keys";
import en from "./services.en.json";
import nl from "./services.nl.json";

describe("customer services texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });

  it("use the seed's exact English messages (docs/specification/validation.md, docs/specification/messages.md)", () => {
    expect(en.stockAlert.success).toBe("You will be notified when the product is back in stock");
    expect(en.stockAlert.failed).toBe("Something went wrong, Please try again letter.");
  });
});
