import { describe, expect, it } from "vitest";
import { translator } from "../i18n/i18n";
import type { MessageKey } from "../i18n/translate";
import {
  acceptedTerms,
  checkFields,
  email,
  hasErrors,
  name,
  newPassword,
  profileName,
  required,
  sameAs,
  taxId,
  zipCode,
} from "./form-rules";

const en = translator("en");
const say = (key: MessageKey | null) => (key === null ? null : en(key));

describe("the storefront's form rules, the shop's one set (docs/specification/validation.md)", () => {
  it("an empty or blank field says 'Field is required'", () => {
    expect(say(required("  "))).toBe("Field is required");
    expect(say(email(""))).toBe("Field is required");
    expect(required("Anna")).toBeNull();
  });

  it("an address without a domain says 'Please provide valid e-mail address.'", () => {
    for (const wrong of ["anna", "anna@", "anna@example", "an na@example.com"])
      expect(say(email(wrong))).toBe("Please provide valid e-mail address.");
    expect(email(" anna@example.com ")).toBeNull();
  });

  it("a name has at least 2 letters in the profile and 3 elsewhere", () => {
    expect(say(name("Jo"))).toBe("Name must have at least 3 letters");
    expect(name("Joy")).toBeNull();
    expect(say(profileName("J"))).toBe("Name must have at least 2 letters");
    expect(profileName("Jo")).toBeNull();
  });

  it("a postcode and a tax id have at least 3 characters, a tax id may be left out", () => {
    expect(say(zipCode("10"))).toBe("Zip-code at least 3 letters");
    expect(zipCode("1016 GV")).toBeNull();
    expect(say(taxId("NL"))).toBe("Tax ID at least 3 letters");
    expect(taxId("")).toBeNull();
  });

  it("a new password has 8 letters of 3 classes, and its repetition is the same", () => {
    expect(say(newPassword("Ab1!"))).toBe("Password must have at least 8 letters");
    expect(say(newPassword("abcdefgh1"))).toBe(
      "Password must contain at least 3 different character classes",
    );
    expect(newPassword("Abcdefg1")).toBeNull();
    expect(say(sameAs("Abcdefg1")("Abcdefg2"))).toBe("Passwords must be identical");
    expect(sameAs("Abcdefg1")("Abcdefg1")).toBeNull();
  });

  it("the terms must be accepted", () => {
    expect(say(acceptedTerms(false))).toBe("You must accept the terms and conditions.");
    expect(acceptedTerms(true)).toBeNull();
  });

  it("gives each field its first broken rule, and none for a good form", () => {
    const rules = { who: name, mail: email, note: null };
    expect(checkFields({ who: "", mail: "x", note: "" }, rules)).toEqual({
      who: "rules.required",
      mail: "rules.invalidEmail",
    });
    const good = checkFields({ who: "Anna", mail: "anna@example.com", note: "" }, rules);
    expect(hasErrors(good)).toBe(false);
  });

  it("speaks Dutch in the Dutch store view", () => {
    const nl = translator("nl");
    expect(nl(required("") ?? "rules.required")).toBe("Dit veld is verplicht");
    expect(nl(name("Jo") ?? "rules.required")).toBe("Naam moet minstens 3 letters hebben");
    expect(nl(sameAs("a")("b") ?? "rules.required")).toBe("De wachtwoorden moeten gelijk zijn");
  });
});
