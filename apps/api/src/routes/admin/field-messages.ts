import type { StoreCode } from "@etalage/contracts";
import { FIELD_TEXTS } from "@etalage/contracts/back-office-forms";
import type { z } from "zod";

const BY_ISSUE: Record<string, string> = {
  invalid_type: "wrong",
  unrecognized_keys: "unknownField",
  too_big: "tooMany",
  invalid_value: "wrong",
};

/** The refused field (`price`, `variants.2.sku`) and its message in the member's language. */
export function fieldIssue(
  issue: z.core.$ZodIssue,
  language: StoreCode,
): { field: string; message: string } {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path.push(...issue.keys.slice(0, 1));
  const missing = issue.code === "invalid_type" && issue.message.endsWith("received undefined");
  const key = missing
    ? "required"
    : FIELD_TEXTS[issue.message]
      ? issue.message
      : (BY_ISSUE[issue.code] ?? "wrong");
  return { field: path.join(".") || "body", message: FIELD_TEXTS[key]![language] };
}
