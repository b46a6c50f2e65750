import { STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { productAccess } from "./product-access";
import { midiDress, midiDressGreenM } from "./test-support/midi-dress";

const asked = { slug: "midi-jurk-met-stippen", childSku: null };

describe("opening a product (docs/specification/routes-and-screens.md, docs/specification/catalogue.md)", () => {
  it("shows a listed product with status 0 or 1", () => {
    expect(productAccess(midiDress, STORE_VIEWS.nl, asked)).toEqual({ kind: "show" });
    expect(productAccess({ ...midiDress, status: 0 }, STORE_VIEWS.nl, asked)).toEqual({
      kind: "show",
    });
  });

  it("fails with 'Product query returned empty result product status = 2' for a disabled product", () => {
    expect(productAccess({ ...midiDress, status: 2 }, STORE_VIEWS.nl, asked)).toEqual({
      kind: "missing",
      log: "Product query returned empty result product status = 2",
    });
  });

  it("redirects a configurable child to its parent with the child selected", () => {
    expect(productAccess(midiDressGreenM, STORE_VIEWS.en, { slug: null, childSku: null })).toEqual({
      kind: "redirect",
      to: "/en/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-GROEN-M",
    });
  });

  it("fails with 'Product query returned empty result product visibility = 1' for a hidden product without parent", () => {
    expect(productAccess({ ...midiDress, visibility: 1 }, STORE_VIEWS.nl, asked)).toEqual({
      kind: "missing",
      log: "Product query returned empty result product visibility = 1",
    });
  });

  it("moves a product reached under another slug to its own url key, keeping the child", () => {
    const access = productAccess(midiDress, STORE_VIEWS.nl, {
      slug: "oude-naam",
      childSku: "JRK-1001-ZWART-S",
    });
    expect(access).toEqual({
      kind: "redirect",
      to: "/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-ZWART-S",
    });
  });
});
