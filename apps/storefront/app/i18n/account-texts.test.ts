import { describe, expect, it } from "vitest";
import en from "./account.en.json";
import nl from "./account.nl.json";

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null
      ? keysOf(inner, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("account texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });
});
