import { describe, expect, it } from "vitest";
import en from "./services.en.json";
import nl from "./services.nl.json";

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null
      ? keysOf(inner, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("customer services texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });

  it("use the seed's exact English messages (docs/specification/validation.md, docs/specification/messages.md)", () => {
    expect(en.stockAlert.success).toBe("You will be notified when the product is back in stock");
    expect(en.stockAlert.failed).toBe("Something went wrong, Please try again letter.");
  });
});
