import { describe, expect, it } from "vitest";
import { URL_KEY_PATTERN, urlKeyOf } from "./url-key";

describe("url keys", () => {
  it("make a url key of a name: lower case, accents dropped, anything else one dash", () => {
    expect(urlKeyOf("Linnen Midi-Jurk")).toBe("linnen-midi-jurk");
    expect(urlKeyOf("  Crème & Café!  ")).toBe("creme-cafe");
    expect(urlKeyOf("Één")).toBe("een");
  });

  it("keep a url key at most 200 characters, never ending in a dash", () => {
    const key = urlKeyOf(`${"a".repeat(199)} b`);
    expect(key).toBe("a".repeat(199));
    expect(key).toMatch(URL_KEY_PATTERN);
  });

  it("accept only lower-case words of letters and digits joined by single dashes", () => {
    for (const good of ["zomer-jurk", "jurk", "maat-38"]) expect(good).toMatch(URL_KEY_PATTERN);
    for (const bad of ["Zomer", "zomer--jurk", "-jurk", "jurk-", "zomer jurk", "", "jürk"]) {
      expect(bad).not.toMatch(URL_KEY_PATTERN);
    }
  });
});
