import type { z } from "zod";
import { badRequest } from "./http-error";
import { nulTextPath } from "./nul-text";

/**
 * Parses request input with a schema; a mismatch is a 400 naming the first bad field. Text with a
 * NUL character is refused first, whatever the schema: the databases cannot store it.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const nul = nulTextPath(input);
  if (nul) {
    const field = nul.length > 0 ? ` ${nul.join(".")}` : "";
    throw badRequest(`Invalid ${what}${field}: text may not contain the NUL character`);
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? ` ${issue.path.join(".")}` : "";
  throw badRequest(`Invalid ${what}${field}: ${issue?.message ?? "malformed"}`);
}
