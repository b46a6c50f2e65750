import { FieldRefusal } from "@etalage/commerce";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { fieldIssue } from "../../http/field-issue";
import { staffLanguageOf } from "../../http/request-language";
import { parseInput } from "../../http/validate";
import { answering } from "./admin-answers";

/** A field refused by the API's own checks, named in the member's language. */
class FieldMessage extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A catalogue call's input parsed with its schema; a bad value is refused with the field it is in
 * and why, in the member's language (Accept-Language).
 */
export function catalogueInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
): z.output<S> {
  const language = staffLanguageOf(request);
  return parseInput(schema, input ?? {}, {
    nul: (path) =>
      new FieldMessage(
        path.join(".") || "body",
        language === "en"
          ? "text may not contain the NUL character"
          : "tekst mag het NUL-teken niet bevatten",
      ),
    issue: (issue) => {
      const { field, message } = fieldIssue(issue!, language);
      return new FieldMessage(field, message);
    },
  });
}

/**
 * Runs a catalogue call: a refused field answers 400 `{code, result: "field: why", meta:
 * {field}}` in the member's language, and the call gives `undefined` (the refusal is sent); the
 * back office's other refusals their own status (a product or category that is not there, 404,
 * in her language too).
 */
export async function catalogueCall<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  step: () => Promise<T>,
): Promise<{ code: number; result: T } | undefined> {
  const language = staffLanguageOf(request);
  try {
    const result = await answering(reply, step);
    return { code: 200, result };
  } catch (error) {
    if (error instanceof FieldMessage) return refuse(reply, error.field, error.message);
    if (error instanceof FieldRefusal) return refuse(reply, error.field, error.texts[language]);
    throw error;
  }
}

/**
 * Sends the refusal and hands back nothing: a reply is a thenable, so an async function that
 * returned it would resolve to `undefined` anyway, once the answer is out.
 */
function refuse(reply: FastifyReply, field: string, message: string): undefined {
  reply.code(400).send({ code: 400, result: `${field}: ${message}`, meta: { field } });
}
