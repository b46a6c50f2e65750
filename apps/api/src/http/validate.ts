import type { z } from "zod";
import { badRequest } from "./http-error";

/** Parses request input with a schema; a mismatch is a 400 naming the first bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? ` ${issue.path.join(".")}` : "";
  throw badRequest(`Invalid ${what}${field}: ${issue?.message ?? "malformed"}`);
}
