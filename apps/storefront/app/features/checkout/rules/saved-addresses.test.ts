import type { StoreView } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { home, noRegion, office, testCustomer } from "../../account/test-support/test-customer";
import { EMPTY_CHECKOUT } from "../checkout-state";
import { filledCheckout } from "../test-support/filled-checkout";
import { prefillFromCustomer } from "./customer-prefill";
import { orderRequest } from "./order-request";
import {
  addressesWithNew,
  savedAddressOf,
  saveOffer,
  withNewAddress,
  withSavedAddress,
} from "./saved-addresses";

const customer = testCustomer([home, office]);
const store = { storeCode: "nl", storeId: 1 } as StoreView;

describe("a logged-in customer choosing a saved address at checkout", () => {
  it("sends the second saved address as the order's shipping address once it is chosen", () => {
    const start = prefillFromCustomer(
      {
        ...filledCheckout,
        shippingDetails: { ...EMPTY_CHECKOUT.shippingDetails, shippingMethod: "flatrate/flatrate" },
      },
      customer,
    );
    expect(savedAddressOf(customer.addresses, start.shippingDetails)?.id).toBe(home.id);
    const chosen = { ...start, shippingDetails: withSavedAddress(start.shippingDetails, office) };
    expect(savedAddressOf(customer.addresses, chosen.shippingDetails)?.id).toBe(office.id);
    const body = orderRequest({
      state: chosen,
      lines: [],
      cartId: null,
      orderId: "etalage-1",
      store,
      now: new Date(0),
    });
    expect(body.addressInformation.shippingAddress).toMatchObject({
      street: ["Oudegracht 99 bis"],
      city: "Utrecht",
      postcode: "3511 AB",
      telephone: "0301234567",
    });
  });

  it("keeps the chosen address when only a phone number is added to it", () => {
    const chosen = withSavedAddress({ ...EMPTY_CHECKOUT.shippingDetails }, home);
    expect(chosen.phoneNumber).toBe("");
    expect(savedAddressOf(customer.addresses, { ...chosen, phoneNumber: "0612345678" })?.id).toBe(
      home.id,
    );
    expect(savedAddressOf(customer.addresses, { ...chosen, zipCode: "1016 GW" })).toBeUndefined();
  });

  it("starts another address with empty fields and the customer's names", () => {
    const typed = withSavedAddress({ ...EMPTY_CHECKOUT.shippingDetails }, office);
    const fresh = withNewAddress(typed, { firstName: "Anna", lastName: "de Vries" });
    expect(fresh).toMatchObject({
      firstName: "Anna",
      lastName: "de Vries",
      streetAddress: "",
      zipCode: "",
      city: "",
      phoneNumber: "",
    });
    expect(savedAddressOf(customer.addresses, fresh)).toBeUndefined();
  });
});

describe("saving a new address to the account at checkout", () => {
  const newAddress = {
    ...EMPTY_CHECKOUT.shippingDetails,
    firstName: "Anna",
    lastName: "de Vries",
    streetAddress: "Kerkstraat 1",
    zipCode: "2011 AA",
    city: "Haarlem",
  };

  it("is offered to a customer for an address not saved yet, never to a guest", () => {
    const one = { ...customer, addresses: [home] };
    expect(saveOffer(null, newAddress)).toBe("none");
    expect(saveOffer(one, newAddress)).toBe("offer");
    expect(saveOffer(one, withSavedAddress(newAddress, home))).toBe("none");
  });

  it("is not offered once the account holds its 2 addresses", () => {
    expect(saveOffer(customer, newAddress)).toBe("full");
    expect(addressesWithNew(customer, newAddress)).toBeNull();
  });

  it("adds the address after the saved ones, the first one ever becoming the default", () => {
    const one = { ...customer, addresses: [home] };
    expect(addressesWithNew(one, newAddress)).toEqual([
      home,
      {
        firstname: "Anna",
        lastname: "de Vries",
        street: ["Kerkstraat 1"],
        city: "Haarlem",
        postcode: "2011 AA",
        country_id: "NL",
        region: noRegion,
        default_shipping: false,
        default_billing: false,
      },
    ]);
    expect(addressesWithNew({ ...customer, addresses: [] }, newAddress)?.[0]).toMatchObject({
      default_shipping: true,
      default_billing: true,
    });
  });
});
