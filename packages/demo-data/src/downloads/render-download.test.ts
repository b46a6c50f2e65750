import { describe, expect, it } from "vitest";
import { createDemoCatalogue } from "../demo-catalogue";
import { renderDownloadFile } from "./render-download";

describe("the demo catalogue's download files", () => {
  it("makes a PDF for every download link of the demo catalogue", async () => {
    const files = createDemoCatalogue({ seed: 1 }).products.flatMap((product) =>
      product.downloadLinks.map((link) => link.file),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const pdf = await renderDownloadFile(file);
      expect(pdf, file).not.toBeNull();
      expect(pdf?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf?.subarray(-6).toString("latin1")).toContain("%%EOF");
      expect(pdf?.length).toBeGreaterThan(2000);
    }
  });

  it("comes out byte for byte the same each time", async () => {
    const first = await renderDownloadFile("patterns/naaipatroon-midi-jurk.pdf");
    const second = await renderDownloadFile("patterns/naaipatroon-midi-jurk.pdf");
    expect(first?.equals(second as Buffer)).toBe(true);
  });

  it("knows no other file, nor a path that climbs out of the downloads folder", () => {
    expect(renderDownloadFile("patterns/other.pdf")).toBeNull();
    expect(renderDownloadFile("../patterns/naaipatroon-midi-jurk.pdf")).toBeNull();
    expect(renderDownloadFile("constructor")).toBeNull();
  });
});
