import { describe, expect, it } from "vitest";
import { translator } from "../i18n/i18n";
import "../i18n/services-texts";
import { checkFields, email, hasErrors, name, required } from "./form-rules";

const say = (key: ReturnType<typeof required>) => (key === null ? null : translator("en")(key));

describe("the customer services' form rules (docs/specification/validation.md)", () => {
  it("an empty or blank field says 'Field is required'", () => {
    expect(say(required("  "))).toBe("Field is required");
    expect(say(email(""))).toBe("Field is required");
    expect(required("Anna")).toBeNull();
  });

  it("an address without a domain says 'Please provide valid e-mail address.'", () => {
    expect(say(email("anna@"))).toBe("Please provide valid e-mail address.");
    expect(say(email("anna example.com"))).toBe("Please provide valid e-mail address.");
    expect(email(" anna@example.com ")).toBeNull();
  });

  it("a name has at least 3 letters", () => {
    expect(say(name("Jo"))).toBe("Name must have at least 3 letters");
    expect(name("Joy")).toBeNull();
  });

  it("gives each field its first broken rule, and none for a good form", () => {
    const rules = { who: name, mail: email, note: null };
    expect(checkFields({ who: "", mail: "x", note: "" }, rules)).toEqual({
      who: "form.required",
      mail: "form.email",
    });
    const good = checkFields({ who: "Anna", mail: "anna@example.com", note: "" }, rules);
    expect(hasErrors(good)).toBe(false);
  });

  it("speaks Dutch in the Dutch store view", () => {
    expect(translator("nl")(required("") ?? "form.required")).toBe("Dit veld is verplicht");
  });
});
