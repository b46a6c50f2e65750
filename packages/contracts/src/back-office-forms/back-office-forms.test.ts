import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  cancelBody,
  categoryName,
  FIELD_TEXTS,
  FORM_RULE_TEXTS,
  newMemberBody,
  noteBody,
  ownPasswordBody,
  refundAmount,
  refundBody,
  rejectReturnBody,
  ruleText,
  shipBody,
  stockDeliveryBody,
  stockLine,
} from "./index";

/** The message (a rule's key) of the first refusal at a path, or what the schema made of it. */
function refusal(schema: z.core.$ZodType, input: unknown): { path: string; key: string } | "ok" {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return "ok";
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join("."), key: issue.message };
}

describe("the back office's shared form rules", () => {
  it("ships with a carrier and a tracking code of 4 to 40 letters, digits or dashes", () => {
    expect(z.parse(shipBody, { carrier: " PostNL ", tracking_number: " 3S-ABC123 " })).toEqual({
      carrier: "postnl",
      tracking_number: "3S-ABC123",
    });
    expect(refusal(shipBody, { carrier: "postnl", tracking_number: "abc" })).toEqual({
      path: "tracking_number",
      key: "trackingCode",
    });
    expect(refusal(shipBody, { carrier: "dhl", tracking_number: "a".repeat(41) })).toEqual({
      path: "tracking_number",
      key: "trackingCode",
    });
    expect(refusal(shipBody, { carrier: "dhl" })).toEqual({
      path: "tracking_number",
      key: "trackingNeeded",
    });
    expect(refusal(shipBody, { carrier: "none" })).toBe("ok");
    expect(refusal(shipBody, { carrier: "fedex" })).toEqual({ path: "carrier", key: "carrier" });
  });

  it("takes a note of 1 to 2000 characters, trimmed, not mailed unless asked", () => {
    expect(z.parse(noteBody, { text: "  Pakket is nagestuurd " })).toEqual({
      text: "Pakket is nagestuurd",
      notify_customer: false,
    });
    expect(refusal(noteBody, { text: "   " })).toEqual({ path: "text", key: "noteEmpty" });
    expect(refusal(noteBody, { text: "a".repeat(2000) })).toBe("ok");
    expect(refusal(noteBody, { text: "a".repeat(2001) })).toEqual({
      path: "text",
      key: "noteTooLong",
    });
  });

  it("cancels, refunds and refuses a return with a reason of 1 to 500 characters", () => {
    expect(refusal(cancelBody, { reason: "" })).toEqual({ path: "reason", key: "reasonNeeded" });
    expect(refusal(cancelBody, { reason: "a".repeat(501) })).toEqual({
      path: "reason",
      key: "reasonTooLong",
    });
    expect(refusal(refundBody, { restock: false, reason: " " })).toEqual({
      path: "reason",
      key: "reasonNeeded",
    });
    expect(refusal(rejectReturnBody, { reason: "a".repeat(501) })).toEqual({
      path: "reason",
      key: "reasonTooLong",
    });
  });

  it("refunds an amount from 0.01 to 1,000,000 in whole cents", () => {
    expect(refusal(refundAmount, 12.5)).toBe("ok");
    expect(refusal(refundAmount, 0.001)).toEqual({ path: "", key: "refundAmountMin" });
    expect(refusal(refundAmount, 1.234)).toEqual({ path: "", key: "refundAmountCents" });
    expect(refusal(refundAmount, 1_000_000.01)).toEqual({ path: "", key: "refundAmountMax" });
    expect(z.parse(refundBody, { amount: 20, restock: false, reason: "Kapot" })).toEqual({
      lines: [],
      shipping: false,
      amount: 20,
      restock: false,
      reason: "Kapot",
    });
  });

  it("adds a member with a name, an e-mail address, a role and a first password", () => {
    const member = { name: "Sam", email: "sam@example.com", role: "staff", password: "p" };
    expect(refusal(newMemberBody, member)).toBe("ok");
    expect(refusal(newMemberBody, { ...member, name: " " })).toEqual({
      path: "name",
      key: "staffNameNeeded",
    });
    expect(refusal(newMemberBody, { ...member, role: "admin" })).toEqual({
      path: "role",
      key: "staffRole",
    });
    expect(refusal(newMemberBody, { ...member, password: "p".repeat(257) })).toEqual({
      path: "password",
      key: "passwordTooLong",
    });
  });

  it("changes her own password with the current one and a new one of at most 200 characters", () => {
    expect(refusal(ownPasswordBody, { currentPassword: "", newPassword: "Nieuw-1234" })).toEqual({
      path: "currentPassword",
      key: "currentPasswordNeeded",
    });
    expect(
      refusal(ownPasswordBody, { currentPassword: "a", newPassword: "b".repeat(201) }),
    ).toEqual({ path: "newPassword", key: "ownPasswordTooLong" });
  });

  it("takes in a delivery's line of a sku and 1 to 1,000,000 pieces", () => {
    expect(z.parse(stockLine, { sku: " JRK-1 ", qty: 3 })).toEqual({ sku: "JRK-1", qty: 3 });
    expect(refusal(stockLine, { sku: "JRK-1", qty: 0 })).toEqual({
      path: "qty",
      key: "deliveredPieces",
    });
    expect(refusal(stockLine, { sku: "JRK-1", qty: 1.5 })).toEqual({
      path: "qty",
      key: "deliveredPieces",
    });
    expect(refusal(stockLine, { sku: "-JRK", qty: 1 })).toEqual({ path: "sku", key: "sku" });
    expect(refusal(stockDeliveryBody, { items: [] })).toEqual({ path: "items", key: "required" });
  });

  it("names a category in 1 to 255 characters", () => {
    expect(z.parse(categoryName, "  Jurken ")).toBe("Jurken");
    expect(refusal(categoryName, " ")).toEqual({ path: "", key: "name" });
    expect(refusal(categoryName, "a".repeat(256))).toEqual({ path: "", key: "name" });
  });

  it("has a Dutch and an English text for every key the schemas name", () => {
    const keys = [...Object.keys(FORM_RULE_TEXTS), ...Object.keys(FIELD_TEXTS)];
    for (const key of keys) {
      expect(ruleText(key, "nl")).not.toBe(key);
      expect(ruleText(key, "en")).not.toBe(key);
      expect(ruleText(key, "nl")).not.toBe(ruleText(key, "en"));
    }
    expect(ruleText("noteTooLong", "nl")).toBe("De notitie mag hoogstens 2.000 tekens zijn");
    // zod's own message for a value of the wrong type is no key: it comes back as it is.
    expect(ruleText("Invalid input", "nl")).toBe("Invalid input");
  });
});
