import { describe, expect, it } from "vitest";
import { boundedEditDistance } from "./edit-distance";
import { editsFor, parseFuzziness } from "./fuzziness";

describe("edit distance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(boundedEditDistance("jurk", "jurkn", 2, true)).toBe(1);
    expect(boundedEditDistance("dress", "drss", 2, true)).toBe(1);
    expect(boundedEditDistance("tas", "jas", 2, true)).toBe(1);
  });

  it("counts an adjacent swap as one edit only with transpositions", () => {
    expect(boundedEditDistance("jurk", "jukr", 2, true)).toBe(1);
    expect(boundedEditDistance("jurk", "jukr", 2, false)).toBe(2);
  });

  it("stops above the allowed edits", () => {
    expect(boundedEditDistance("schoudertas", "jurk", 2, true)).toBe(3);
  });
});

describe("fuzziness", () => {
  it("AUTO allows 0 edits up to 2 characters, 1 for 3 to 5, 2 above", () => {
    const auto = parseFuzziness("AUTO", "match");
    expect([2, 3, 5, 6].map((length) => editsFor(auto, length))).toEqual([0, 1, 1, 2]);
  });

  it("a fixed fuzziness applies to every term", () => {
    expect(editsFor(parseFuzziness(2, "match"), 3)).toBe(2);
    expect(editsFor(parseFuzziness("1", "match"), 10)).toBe(1);
  });

  it("refuses fuzziness it does not know", () => {
    expect(() => parseFuzziness(0.5, "match")).toThrow("Unsupported fuzziness for match: 0.5");
  });
});
