import { describe, expect, it } from "vitest";
import { checkContact, EMPTY_CONTACT, letterOf } from "./contact-rules";

describe("the contact form's rules", () => {
  it("requires every field, a name of 3 letters and a valid address", () => {
    expect(checkContact(EMPTY_CONTACT)).toEqual({
      name: "rules.required",
      email: "rules.required",
      subject: "rules.required",
      message: "rules.required",
    });
    expect(
      checkContact({ name: "Jo", email: "jo@", subject: "Maat", message: "Valt klein?" }),
    ).toEqual({ name: "rules.nameMin", email: "rules.invalidEmail" });
  });

  it("sends one line of subject and the message signed with the name", () => {
    expect(
      letterOf({
        name: " Anna ",
        email: "anna@example.com",
        subject: "Vraag\r\nBcc: iedereen@example.com",
        message: "Valt de jurk klein?\n",
      }),
    ).toEqual({
      subject: "Vraag Bcc: iedereen@example.com",
      emailText: "Valt de jurk klein?\n\nAnna",
    });
  });
});
