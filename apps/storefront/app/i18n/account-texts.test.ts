import { describe, expect, it } from "vitest";
import { keysOf } from "../test-support/text-keys";
import en from "./account.en.json";
import nl from "./account.nl.json";

describe("account texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });
});
