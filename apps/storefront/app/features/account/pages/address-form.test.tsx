// @vitest-environment happy-dom
import type { Customer } from "@etalage/contracts";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n/account-texts";
import { renderAt } from "../../../test-support/render";
import { submit, typeInto } from "../../../test-support/type-into";
import type { EditedAddress } from "../rules/address-book";
import { AddressForm } from "./address-form";

const customer = { firstname: "Anna", lastname: "de Vries" } as Customer;

afterEach(() => {
  document.body.innerHTML = "";
});

async function addressForm(address: EditedAddress | null, store = "") {
  const saved: EditedAddress[] = [];
  const onSave = async (next: EditedAddress) => {
    saved.push(next);
  };
  const view = await renderAt(
    `${store}/my-account`,
    <AddressForm address={address} customer={customer} onSave={onSave} onCancel={() => {}} />,
  );
  const field = (name: string) => view.querySelector<HTMLInputElement>(`[name="${name}"]`);
  const form = view.querySelector<HTMLFormElement>('[data-testid="address-form"]');
  const errors = () =>
    [...view.querySelectorAll('[data-testid="field-error"]')].map((p) => p.textContent);
  return { view, field, form, saved, errors };
}

describe("the account's address form", () => {
  it("is the shop's one address form, with the checkout's fields and labels", async () => {
    const { view, field } = await addressForm(null);
    const names = [...view.querySelectorAll("input, select")].map((f) => f.getAttribute("name"));
    expect(names).toEqual([
      "firstName",
      "lastName",
      "streetAddress",
      "apartmentNumber",
      "zipCode",
      "city",
      "country",
      "phoneNumber",
    ]);
    expect(field("firstName")?.value).toBe("Anna");
    expect(view.querySelector<HTMLSelectElement>('[name="country"]')?.value).toBe("NL");
    expect(view.textContent).toContain("Straat en huisnummer");
    expect(field("firstName")?.autocomplete).toBe("given-name");
  });

  it("refuses a one-letter name, a missing street and a short postcode with the seed's texts", async () => {
    const { field, form, saved, errors } = await addressForm(null, "/en");
    await typeInto(field("firstName"), "A");
    await typeInto(field("zipCode"), "10");
    await typeInto(field("city"), "Amsterdam");
    await submit(form);
    expect(errors()).toEqual([
      "Name must have at least 2 letters",
      "Field is required",
      "Zip-code at least 3 letters",
    ]);
    expect(saved).toEqual([]);
  });

  it("saves the address as the account keeps it, the apartment as a second street line", async () => {
    const kept: EditedAddress = {
      id: 7,
      firstname: "Anna",
      lastname: "de Vries",
      street: ["Prinsengracht 263"],
      postcode: "1016 GV",
      city: "Amsterdam",
      country_id: "NL",
      region: { region: "Noord-Holland", region_id: 3, region_code: "NH" },
      default_shipping: true,
    };
    const { field, form, saved } = await addressForm(kept);
    expect(field("streetAddress")?.value).toBe("Prinsengracht 263");
    await typeInto(field("apartmentNumber"), " 2 hoog ");
    await typeInto(field("phoneNumber"), "0612345678");
    await submit(form);
    expect(saved).toEqual([
      {
        ...kept,
        street: ["Prinsengracht 263", "2 hoog"],
        telephone: "0612345678",
      },
    ]);
  });
});
