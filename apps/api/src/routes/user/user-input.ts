import { USER_MESSAGES } from "@etalage/contracts";
import { shopRuleTexts } from "@etalage/contracts/shop-forms";
import type { z } from "zod";
import { badRequest, HttpError } from "../../http/http-error";
import { englishOf, validate } from "../../http/validate";

/**
 * The seeds' form messages: shown as they are, so the shopper reads the words the seeds chose.
 * "Field is required" is not among them: without the field's name it would not help.
 */
const SHOPPER_MESSAGES = new Set<string>(
  [...Object.values(USER_MESSAGES), shopRuleTexts("en").zipCodeMin].filter(
    (message) => message !== USER_MESSAGES.fieldRequired,
  ),
);

/**
 * Parses a user call's body. A field that breaks a form rule answers 400 with the seeds' message
 * alone; any other mismatch answers as every call does, naming the field.
 */
export function validateUserInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
): z.infer<S> {
  try {
    return validate(schema, input, what);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const parsed = schema.safeParse(input);
    const key = parsed.success ? undefined : parsed.error.issues[0]?.message;
    const message = key === undefined ? undefined : englishOf(key);
    if (message && SHOPPER_MESSAGES.has(message)) throw badRequest(message);
    throw error;
  }
}
