import { describe, expect, it } from "vitest";
import "../../../i18n/account-texts";
import { translator } from "../../../i18n/i18n";
import {
  email,
  formProblems,
  nameRule,
  newPassword,
  required,
  sameAs,
  zipCode,
} from "./account-fields";

const en = translator("en");
const say = (key: ReturnType<typeof required>) => (key === null ? null : en(key));

describe("account form rules (docs/specification/validation.md)", () => {
  it("a field is required", () => {
    expect(say(required(" "))).toBe("Field is required");
  });

  it("a name has at least 2 letters in the profile and 3 elsewhere", () => {
    expect(nameRule("profile")("Jo")).toBeNull();
    expect(say(nameRule("profile")("J"))).toBe("Name must have at least 2 letters");
    expect(say(nameRule("elsewhere")("Jo"))).toBe("Name must have at least 3 letters");
  });

  it("a password has at least 8 letters of 3 different character classes", () => {
    expect(say(newPassword("Ab1!"))).toBe("Password must have at least 8 letters");
    expect(say(newPassword("abcdefgh1"))).toBe(
      "Password must contain at least 3 different character classes",
    );
    expect(newPassword("Geheim123")).toBeNull();
  });

  it("passwords must be identical", () => {
    expect(say(sameAs("Geheim123")("Geheim124"))).toBe("Passwords must be identical");
    expect(sameAs("Geheim123")("Geheim123")).toBeNull();
  });

  it("an e-mail address must be valid, a zip-code has 3 letters", () => {
    expect(say(email("anna@"))).toBe("Please provide valid e-mail address.");
    expect(say(zipCode("12"))).toBe("Zip-code at least 3 letters");
  });

  it("gives each field its first problem", () => {
    expect(formProblems({ a: "", b: "x@y.nl" }, { a: required, b: email })).toEqual({
      a: "account.forms.required",
    });
  });
});

describe("account texts", () => {
  it("have the seed's messages in English and a Dutch text for each", () => {
    expect(en("account.notices.loggedOut")).toBe("You're logged out");
    expect(en("account.notices.passwordChanged")).toBe("Password has successfully been changed");
    expect(en("account.notices.accountUpdated")).toBe("Account data has successfully been updated");
    expect(en("account.notices.resetMailFailed")).toBe("Error while sending reset password e-mail");
    expect(en("account.needLogin")).toBe("You need to be logged in to see this page");
    expect(translator("nl")("account.notices.loggedOut")).toBe("Je bent uitgelogd");
  });
});
