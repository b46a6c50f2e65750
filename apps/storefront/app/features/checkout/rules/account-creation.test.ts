import { USER_MESSAGES } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/i18n";
import "../../../i18n/checkout-texts";
import { EMPTY_CHECKOUT } from "../checkout-state";
import { withoutPassword, writeCheckout } from "../checkout-storage";
import { filledCheckout } from "../test-support/filled-checkout";
import { accountRefusal } from "./account-refusal";
import { newCustomerOf } from "./saved-addresses";
import { validatePersonal } from "./validate-checkout";

const guest = {
  firstName: "Anna",
  lastName: "de Vries",
  emailAddress: "anna@example.com",
  createAccount: true,
  password: "Geheim123!",
  repeatPassword: "Geheim123!",
};

describe("a guest who ticks create an account at checkout", () => {
  it("needs no password while the box is not ticked", () => {
    expect(
      validatePersonal({ ...guest, createAccount: false, password: "", repeatPassword: "" }),
    ).toEqual({});
  });

  it("must choose a password and type it twice once the box is ticked", () => {
    expect(validatePersonal({ ...guest, password: "", repeatPassword: "" })).toEqual({
      password: "rules.required",
      repeatPassword: "rules.required",
    });
    expect(validatePersonal(guest)).toEqual({});
  });

  it("is held to the register form's password rules, in the seed's words", () => {
    const en = translator("en");
    const short = validatePersonal({ ...guest, password: "Ab1!", repeatPassword: "Ab1!" });
    expect(short).toEqual({ password: "rules.passwordMin" });
    expect(en(short.password ?? "rules.required")).toBe("Password must have at least 8 letters");

    const twoClasses = validatePersonal({
      ...guest,
      password: "geheimwoord1",
      repeatPassword: "geheimwoord1",
    });
    expect(twoClasses).toEqual({ password: "rules.passwordClasses" });
    expect(en(twoClasses.password ?? "rules.required")).toBe(
      "Password must contain at least 3 different character classes",
    );

    const different = validatePersonal({ ...guest, repeatPassword: "Geheim124!" });
    expect(different).toEqual({ repeatPassword: "rules.passwordsIdentical" });
    expect(en(different.repeatPassword ?? "rules.required")).toBe("Passwords must be identical");
    expect(translator("nl")("rules.passwordsIdentical")).toBe("De wachtwoorden moeten gelijk zijn");
  });

  it("gets an account with the checkout's names, e-mail and shipping address as its default", () => {
    const state = { ...filledCheckout, personalDetails: guest };
    expect(newCustomerOf(state)).toEqual({
      email: "anna@example.com",
      firstname: "Anna",
      lastname: "de Vries",
      addresses: [
        {
          firstname: "Anna",
          lastname: "de Vries",
          street: ["Prinsengracht 263", "2 hoog"],
          city: "Amsterdam",
          postcode: "1016 GV",
          country_id: "NL",
          telephone: "0201234567",
          region: { region: null, region_id: null, region_code: null },
          default_shipping: true,
          default_billing: true,
        },
      ],
    });
  });

  it("never has the password written to the browser's storage", () => {
    const state = { ...EMPTY_CHECKOUT, personalDetails: guest, modifiedAt: 1 };
    expect(withoutPassword(state).personalDetails).toEqual({
      ...guest,
      password: "",
      repeatPassword: "",
    });
    const written = new Map<string, string>();
    const storage = {
      getItem: (key: string) => written.get(key) ?? null,
      setItem: (key: string, value: string) => void written.set(key, value),
      removeItem: (key: string) => void written.delete(key),
    };
    const globals = globalThis as { window?: unknown };
    const before = globals.window;
    globals.window = { localStorage: storage };
    try {
      writeCheckout(state);
    } finally {
      globals.window = before;
    }
    const stored = [...written.values()].join("");
    expect(stored).toContain("anna@example.com");
    expect(stored).toContain('"createAccount":true');
    expect(stored).not.toContain("Geheim123!");
  });

  it("whose e-mail already has an account is told so at the e-mail field, in both languages", () => {
    const refusal = accountRefusal(USER_MESSAGES.emailTaken);
    expect(refusal).toEqual({ field: "emailAddress", key: "checkout.account.emailTaken" });
    expect(translator("en")("checkout.account.emailTaken")).toBe(USER_MESSAGES.emailTaken);
    expect(translator("nl")("checkout.account.emailTaken")).toBe(
      "Er bestaat al een account met dit e-mailadres. Log in of stel je wachtwoord opnieuw in.",
    );
  });

  it("sees any other refusal of the accounts API in the server's own words", () => {
    expect(accountRefusal(USER_MESSAGES.passwordClasses)).toEqual({
      field: "password",
      key: "rules.passwordClasses",
    });
    expect(accountRefusal("Te vaak een account aangemaakt met dit adres.")).toEqual({
      field: null,
      key: null,
    });
  });
});
