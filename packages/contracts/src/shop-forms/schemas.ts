import * as z from "zod/mini";
import { emailAddress, type ShopRule } from "./field-rules";

/**
 * The storefront's field rules as `zod/mini` schemas, for the API: a value the storefront refuses
 * is refused here with the same rule, its message the rule's key (`shopRuleTexts`). Kept apart
 * from the rules, so the storefront's pages do not carry zod.
 */

/** A missing field breaks "required"; a value of another type keeps zod's own message. */
const text = z.string({ error: (issue) => (issue.input === undefined ? "required" : undefined) });

/** A text field checked by a shop rule, trimmed, and at most `max` characters long. */
export function shopField(
  rule: ShopRule,
  max = 255,
  tooLong = `must have at most ${max} characters`,
) {
  return text.check(
    z.superRefine((value, context) => {
      const key = rule(value);
      if (key !== null) context.addIssue({ code: "custom", message: key, input: value });
    }),
    z.trim(),
    z.maxLength(max, tooLong),
  );
}

/** An e-mail address: the shop's plain rule, then zod's stricter form of an address. */
export const shopEmail = z.pipe(
  shopField(emailAddress, 254, "invalidEmail"),
  z.email("invalidEmail"),
);
