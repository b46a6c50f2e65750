import { describe, expect, it } from "vitest";
import { type EditedAddress, removedAddress, savedAddress, withDefault } from "./address-book";

const address = (id: number | undefined, city: string): EditedAddress => ({
  id,
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Kerkstraat 1"],
  city,
  postcode: "1017 GA",
  country_id: "NL",
  region: { region: null, region_id: null, region_code: null },
});

describe("the address book", () => {
  it("makes the first address the default", () => {
    expect(savedAddress([], address(undefined, "Amsterdam"))).toMatchObject([
      { city: "Amsterdam", default_shipping: true, default_billing: true },
    ]);
  });

  it("replaces an edited address in its place and adds a new one after", () => {
    const list = [address(1, "Amsterdam"), address(2, "Utrecht")];
    expect(savedAddress(list, address(2, "Delft")).map((a) => a.city)).toEqual([
      "Amsterdam",
      "Delft",
    ]);
    expect(savedAddress([list[0]!], address(undefined, "Gouda")).map((a) => a.city)).toEqual([
      "Amsterdam",
      "Gouda",
    ]);
  });

  it("keeps one default: a new default takes it from the other, a deleted default passes it on", () => {
    const list = withDefault([address(1, "Amsterdam"), address(2, "Utrecht")], 1);
    expect(list.map((a) => a.default_shipping)).toEqual([false, true]);
    expect(removedAddress(list, 1)).toMatchObject([{ id: 1, default_shipping: true }]);
  });
});
