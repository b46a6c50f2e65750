import {
  categoryName,
  loginBody,
  loginWithCodeBody,
  noteBody,
  ruleText,
} from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FastifyRequest } from "fastify";
import type { FieldValues } from "react-hook-form";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { validate } from "../../http/validate";
import { catalogueCall, catalogueInput } from "./catalogue-call";

/** What the back office's form shows under a field: its resolver's refusal, as the form reads it. */
async function formRefusal(schema: z.core.$ZodType<unknown, FieldValues>, values: FieldValues) {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

const refusedBy = (step: () => unknown) => {
  try {
    step();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("not refused");
};

describe("the back office's forms and the API share their rules", () => {
  it("refuses a note of 2001 characters in the form and in the API with the same rule's text", async () => {
    const note = { text: "a".repeat(2001), notify_customer: false };
    // The note form's resolver (apps/admin/src/areas/orders/note-form.tsx) …
    expect(await formRefusal(noteBody, note)).toEqual({ text: "noteTooLong" });
    expect(ruleText("noteTooLong", "nl")).toBe("De notitie mag hoogstens 2.000 tekens zijn");
    // … and the API's check of POST /api/admin/orders/{n}/notes, in its English.
    expect(refusedBy(() => validate(noteBody, note, "note"))).toBe(
      `Invalid note text: ${ruleText("noteTooLong", "en")}`,
    );
    expect(await formRefusal(noteBody, { ...note, text: "a".repeat(2000) })).toEqual({});
    expect(validate(noteBody, { text: "a".repeat(2000) }, "note").text).toHaveLength(2000);
    // An empty one: the text the API has always answered.
    expect(await formRefusal(noteBody, { ...note, text: " " })).toEqual({ text: "noteEmpty" });
    expect(refusedBy(() => validate(noteBody, { text: "" }, "note"))).toBe(
      "Invalid note text: The note is empty",
    );
  });

  it("refuses an empty category name in the form and in the API in the member's language", async () => {
    const form = z.object({ nl: categoryName, en: categoryName });
    expect(await formRefusal(form, { nl: " ", en: "Dresses" })).toEqual({ nl: "name" });
    const request = { headers: { "accept-language": "nl" } } as FastifyRequest;
    let answer: { code: number; body: unknown } | undefined;
    const reply = {
      code(code: number) {
        answer = { code, body: undefined };
        return this;
      },
      send(body: unknown) {
        answer = { code: answer?.code ?? 200, body };
        return this;
      },
    };
    const called = await catalogueCall(request, reply as never, async () =>
      catalogueInput(z.strictObject({ name: form }), { name: { nl: " ", en: "x" } }, request),
    );
    // The refusal is sent, not handed back: the caller sees no answer to read.
    expect(called).toBeUndefined();
    expect(answer).toEqual({
      code: 400,
      body: { code: 400, result: `name.nl: ${ruleText("name", "nl")}`, meta: { field: "name.nl" } },
    });
  });

  it("refuses a login without a password, and without the code once it is asked, in the form and in the API by the same rule", async () => {
    const login = { email: "eigenaar@example.com", password: "", otp: "" };
    expect(await formRefusal(loginBody, login)).toEqual({ password: "loginPasswordNeeded" });
    expect(ruleText("loginPasswordNeeded", "nl")).toBe("Vul je wachtwoord in.");
    expect(refusedBy(() => validate(loginBody, login, "login body"))).toBe(
      "Invalid login body password: Enter your password.",
    );
    const typed = { ...login, password: "een wachtwoord" };
    expect(await formRefusal(loginBody, typed)).toEqual({});
    expect(await formRefusal(loginWithCodeBody, typed)).toEqual({ otp: "otpNeeded" });
    expect(ruleText("otpNeeded", "en")).toBe("Enter the code from your authenticator app.");
  });
});
