import type { z } from "zod";
import { type JsonSchema, obj, pageOf, str } from "./schema-words";

/** One answer of an operation: what it means, its body's schema and an example of it. */
export interface Answer {
  description: string;
  /** The reply's media types; JSON unless said. */
  contentType?: string | string[];
  schema: JsonSchema;
  example?: unknown;
  /** Response headers, each a schema with its description. */
  headers?: Record<string, JsonSchema>;
  /** The same answer in further media types, each its own schema (a stream beside the JSON). */
  otherTypes?: Record<string, { schema: JsonSchema; example?: unknown }>;
}

/** Who may call an operation: what the document lists as its security. */
export type Caller =
  /** Anyone, without a token. */
  | "anyone"
  /** A guest, or a customer with her token (`?token=` or `Authorization: Bearer`). */
  | "guest-or-customer"
  /** A logged-in customer only. */
  | "customer"
  /** A member of the back office: the session cookie (and on unsafe calls, the CSRF header). */
  | "staff";

/**
 * What the document says about one route: the request as the route's own zod schemas read it,
 * and every answer it gives. Answers every route may give (429, 500, 503, and for a body 400, 413
 * and 415) are added by the document itself.
 */
export interface Operation {
  summary: string;
  description?: string;
  tag: string;
  caller: Caller;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** A body as the route takes it; also in the document as the request's example. */
  bodyExample?: unknown;
  /** The body's media type when it is not JSON. */
  bodyType?: string;
  /** Further media types the body may come in, each with its own schema and example. */
  otherBodies?: Record<string, { body: z.core.$ZodType; example?: unknown }>;
  answers: Record<number, Answer>;
}

const envelope = (status: number, result: JsonSchema): JsonSchema =>
  obj({ code: { const: status }, result });

/** `{code: 200, result}`: the envelope every call but a few answers in. */
export function ok(result: JsonSchema, example: unknown, description = "Done"): Answer {
  return { description, schema: envelope(200, result), example: { code: 200, result: example } };
}

/** `{code: 200, result: {items, total}}`: one page of a list, its example a page of one item. */
export function listPage(item: JsonSchema, example: unknown, description = "Done"): Answer {
  return ok(pageOf(item), { items: [example], total: 1 }, description);
}

/** `{code, result: message}`: a refusal, the message saying why. */
export function refusal(status: number, description: string, message: string): Answer {
  return { description, schema: envelope(status, str), example: { code: status, result: message } };
}

/** An answer outside the envelope (the catalogue search, the payment provider's shapes). */
export function bare(schema: JsonSchema, example: unknown, description = "Done"): Answer {
  return { description, schema, example };
}

/** A file: a PDF, a picture, a CSV export. */
export function file(contentType: string | string[], description: string): Answer {
  return { description, contentType, schema: { type: "string" } };
}
