import { describe, expect, it } from "vitest";
import { galleryImages } from "./gallery-images";

const entry = (image: string, pos: number, lab = "") => ({
  image,
  pos,
  typ: "image" as const,
  lab,
});
const jurk = {
  name: "Midi-jurk",
  image: "catalog/dress/midi/5d7052/1.svg",
  media_gallery: [
    entry("catalog/dress/midi/2a2726/1.svg", 3, "Zwart, vooraanzicht"),
    entry("catalog/dress/midi/5d7052/1.svg", 1, "Groen, vooraanzicht"),
    entry("catalog/dress/midi/5d7052/2.svg", 2, "Groen, detail"),
  ],
};

describe("gallery pictures", () => {
  it("show the chosen colour's pictures in gallery order", () => {
    expect(galleryImages(jurk, "catalog/dress/midi/5d7052/1.svg")).toEqual([
      { path: "catalog/dress/midi/5d7052/1.svg", label: "Groen, vooraanzicht" },
      { path: "catalog/dress/midi/5d7052/2.svg", label: "Groen, detail" },
    ]);
  });

  it("show every picture when no variant is chosen", () => {
    expect(galleryImages(jurk, null).map((image) => image.path)).toHaveLength(3);
  });

  it("fall back to the main picture, labelled with the name, without a gallery", () => {
    expect(galleryImages({ ...jurk, media_gallery: [] }, null)).toEqual([
      { path: "catalog/dress/midi/5d7052/1.svg", label: "Midi-jurk" },
    ]);
  });
});
