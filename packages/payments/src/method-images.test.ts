import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { issuerImageFile, methodImageFiles } from "./method-images";

describe("method images", () => {
  it("every offered method and the issuers have an SVG file of the shop's own", async () => {
    for (const file of [...Object.values(methodImageFiles), issuerImageFile]) {
      const svg = await readFile(file, "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=/);
    }
    expect(Object.keys(methodImageFiles)).toEqual(["ideal", "bancontact", "creditcard"]);
  });
});
