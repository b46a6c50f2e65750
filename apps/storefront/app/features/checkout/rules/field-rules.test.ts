import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/i18n";
import "../../../i18n/checkout-texts";
import { acceptedTerms, email, name, required, taxId, zipCode } from "./field-rules";

const en = translator("en");
const say = (key: ReturnType<typeof required>) => (key ? en(key) : null);

describe("form messages (docs/specification/validation.md)", () => {
  it("an empty field says 'Field is required'", () => {
    expect(say(required("  "))).toBe("Field is required");
    expect(required("x")).toBeNull();
  });

  it("a name with fewer than 3 letters says 'Name must have at least 3 letters'", () => {
    expect(say(name("Jo"))).toBe("Name must have at least 3 letters");
    expect(say(name(""))).toBe("Field is required");
    expect(name("Ann")).toBeNull();
  });

  it("a malformed address says 'Please provide valid e-mail address.'", () => {
    for (const wrong of ["anna", "anna@", "anna@example", "an na@example.com"]) {
      expect(say(email(wrong))).toBe("Please provide valid e-mail address.");
    }
    expect(email("anna@example.com")).toBeNull();
  });

  it("a postcode shorter than 3 says 'Zip-code at least 3 letters'", () => {
    expect(say(zipCode("10"))).toBe("Zip-code at least 3 letters");
    expect(zipCode("1016 GV")).toBeNull();
  });

  it("a tax id, when given, shorter than 3 says 'Tax ID at least 3 letters'", () => {
    expect(say(taxId("NL"))).toBe("Tax ID at least 3 letters");
    expect(taxId("")).toBeNull();
    expect(taxId("NL123456789B01")).toBeNull();
  });

  it("unticked terms say 'You must accept the terms and conditions.'", () => {
    expect(say(acceptedTerms(false))).toBe("You must accept the terms and conditions.");
    expect(acceptedTerms(true)).toBeNull();
  });
});
