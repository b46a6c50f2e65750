import type { BundleOptionDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import {
  bundleChoices,
  bundlePrice,
  chooseBundleLink,
  defaultBundleSelection,
  missingBundleOptions,
} from "./bundle-selection";

const link = (id: number, price: number, isDefault = false) => ({
  id,
  sku: `SKU-${id}`,
  qty: 1,
  can_change_quantity: false,
  is_default: isDefault,
  position: id,
  price: price / 1.21,
  price_incl_tax: price,
  name: `Item ${id}`,
});
const perfume: BundleOptionDocument = {
  option_id: 1,
  title: "Kies je parfum",
  type: "radio",
  required: true,
  position: 1,
  sku: "SET-1001",
  product_links: [link(301, 24.95, true), link(302, 39.95)],
};
const extras: BundleOptionDocument = {
  ...perfume,
  option_id: 2,
  title: "Extra's",
  type: "checkbox",
  required: false,
  product_links: [link(401, 5), link(402, 7.5)],
};

describe("bundle options", () => {
  it("start with each option's default product", () => {
    expect(defaultBundleSelection([perfume, extras])).toEqual({ 1: [301], 2: [] });
  });

  it("price the bundle as the sum of the chosen products including tax", () => {
    let selection = defaultBundleSelection([perfume, extras]);
    selection = chooseBundleLink(extras, selection, 401);
    selection = chooseBundleLink(extras, selection, 402);
    expect(bundlePrice([perfume, extras], selection)).toBe(37.45);
  });

  it("replace the choice of a radio option and toggle checkboxes", () => {
    let selection = chooseBundleLink(perfume, { 1: [301] }, 302);
    expect(selection[1]).toEqual([302]);
    selection = chooseBundleLink(extras, { 2: [401] }, 401);
    expect(selection[2]).toEqual([]);
  });

  it("name required options still without a choice", () => {
    expect(missingBundleOptions([perfume, extras], { 1: [], 2: [] })).toEqual(["Kies je parfum"]);
  });

  it("hand the cart option ids, quantities and chosen product link ids", () => {
    expect(bundleChoices([perfume, extras], { 1: [302], 2: [] })).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [302] },
    ]);
  });
});
