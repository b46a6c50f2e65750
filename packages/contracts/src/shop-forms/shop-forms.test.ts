import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  acceptedTerms,
  accountAddressRules,
  checkoutAddressRules,
  checkRules,
  contactRules,
  newPassword,
  registerRules,
  repeatOf,
  shopRuleTexts,
  taxId,
} from "./index";
import { shopEmail, shopField } from "./schemas";

/** The message (a rule's key) of the first refusal, or the value the schema made of it. */
function refusal(schema: z.core.$ZodType, input: unknown) {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? { value: parsed.data } : { key: parsed.error.issues[0]!.message };
}

describe("the storefront's shared form rules", () => {
  it("have the seed's form messages in English and their Dutch words", () => {
    const en = shopRuleTexts("en");
    expect([en.required, en.nameMinProfile, en.zipCodeMin, en.taxIdMin]).toEqual([
      "Field is required",
      "Name must have at least 2 letters",
      "Zip-code at least 3 letters",
      "Tax ID at least 3 letters",
    ]);
    expect(shopRuleTexts("nl").required).toBe("Dit veld is verplicht");
    expect(Object.keys(shopRuleTexts("nl"))).toEqual(Object.keys(shopRuleTexts("en")));
  });

  it("ask 3 letters of a name at the checkout and 2 in the account's addresses", () => {
    const address = {
      firstName: "Jo",
      lastName: "Li",
      streetAddress: " ",
      zipCode: "10",
      city: "A",
    };
    expect(checkRules({ ...address, country: "" }, checkoutAddressRules)).toEqual({
      firstName: "nameMin",
      streetAddress: "required",
      zipCode: "zipCodeMin",
      country: "required",
    });
    expect(checkRules(address, accountAddressRules)).toEqual({
      streetAddress: "required",
      zipCode: "zipCodeMin",
    });
  });

  it("check a new password's length and classes, its repetition, a tax id and the terms", () => {
    expect(["", "Kort1!", "langwachtwoord", "Langwachtwoord1"].map(newPassword)).toEqual([
      "required",
      "passwordMin",
      "passwordClasses",
      null,
    ]);
    expect(
      checkRules(
        { email: "anna@", firstname: "An", lastname: "de Vries", password: "x" },
        registerRules,
      ),
    ).toEqual({
      email: "invalidEmail",
      firstname: "nameMin",
      password: "passwordMin",
    });
    expect([repeatOf("Geheim-2026")(""), repeatOf("Geheim-2026")("geheim-2026")]).toEqual([
      "required",
      "passwordsIdentical",
    ]);
    expect([taxId(""), taxId("NL"), taxId("NL123")]).toEqual([null, "taxIdMin", null]);
    expect([acceptedTerms(false), acceptedTerms(true)]).toEqual(["acceptTerms", null]);
    expect(
      checkRules(
        { name: "Anna", email: "anna@example.com", subject: "", message: "Hoi" },
        contactRules,
      ),
    ).toEqual({ subject: "required" });
  });

  it("are the API's schemas too: the same rule refuses with its key, a good value is trimmed", () => {
    expect(refusal(shopField(accountAddressRules.firstName), " A ")).toEqual({
      key: "nameMinProfile",
    });
    expect(refusal(shopField(accountAddressRules.zipCode, 16), "10")).toEqual({
      key: "zipCodeMin",
    });
    expect(refusal(shopField(accountAddressRules.zipCode, 16), undefined)).toEqual({
      key: "required",
    });
    expect(refusal(shopField(accountAddressRules.city), "  Amsterdam ")).toEqual({
      value: "Amsterdam",
    });
    expect(refusal(shopField(accountAddressRules.city), "x".repeat(256))).toEqual({
      key: "must have at most 255 characters",
    });
    expect(refusal(shopEmail, "anna@")).toEqual({ key: "invalidEmail" });
    expect(refusal(shopEmail, "anna..x@example.com")).toEqual({ key: "invalidEmail" });
    expect(refusal(shopEmail, `${"x".repeat(300)}@example.com`)).toEqual({ key: "invalidEmail" });
    expect(refusal(shopEmail, " anna@example.com ")).toEqual({ value: "anna@example.com" });
  });
});
