import type { StoreCode } from "@etalage/contracts";
import { FIELD_TEXTS } from "@etalage/contracts/back-office-forms";
import type { z } from "zod";

/** The field an issue names (`price`, `variants.2.sku`): for a key no schema knows, that key. */
export function issueField(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path.push(...issue.keys.slice(0, 1));
  return path.join(".");
}

/** A value that is not there at all, refused by zod's own type check. */
export const isMissing = (issue: z.core.$ZodIssue): boolean =>
  issue.code === "invalid_type" && issue.message.endsWith("received undefined");

const BY_ISSUE: Record<string, string> = {
  invalid_type: "wrong",
  unrecognized_keys: "unknownField",
  too_big: "tooMany",
  invalid_value: "wrong",
};

/** A refused catalogue field (`price`, `variants.2.sku`) and its message in the member's language. */
export function fieldIssue(
  issue: z.core.$ZodIssue,
  language: StoreCode,
): { field: string; message: string } {
  const key = isMissing(issue)
    ? "required"
    : FIELD_TEXTS[issue.message]
      ? issue.message
      : (BY_ISSUE[issue.code] ?? "wrong");
  return { field: issueField(issue) || "body", message: FIELD_TEXTS[key]![language] };
}
