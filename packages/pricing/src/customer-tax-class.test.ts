import { describe, expect, it } from "vitest";
import { customerTaxClassOf } from "./customer-tax-class";

const groups = [
  { id: 0, taxClassId: 3 },
  { id: 1, taxClassId: 3 },
  { id: 2, taxClassId: 8 },
];

describe("customer group drives the tax rule choice", () => {
  it("uses the logged-in user's group", () => {
    expect(customerTaxClassOf(groups, { groupId: 2 })).toBe(8);
  });
  it("uses the default group when nobody is logged in", () => {
    expect(customerTaxClassOf(groups)).toBe(3);
    expect(customerTaxClassOf(groups, { groupId: null })).toBe(3);
  });
  it("uses the default group when only the default group is used", () => {
    expect(customerTaxClassOf(groups, { groupId: 2, onlyDefaultGroup: true })).toBe(3);
  });
  it("falls back to the default group for an unknown group, and null without one", () => {
    expect(customerTaxClassOf(groups, { groupId: 99 })).toBe(3);
    expect(customerTaxClassOf([], { groupId: 2 })).toBeNull();
  });
});
