import { USER_MESSAGES } from "@etalage/contracts";
import type { z } from "zod";
import { rateLimitOf, tooManyRequestsMessage } from "../http/rate-limits";
import { ADMIN_MESSAGES } from "../routes/admin/admin-access";
import { type Answer, type Caller, type Operation, refusal } from "./answers";
import { inputSchemaOf, type JsonSchema } from "./schema-words";

export type DocumentName = "public" | "admin";

/** Which document lists a route: the back office's, the shopper's, or none (pages, pictures). */
export function documentOf(url: string): DocumentName | undefined {
  if (url.startsWith("/api/admin/")) return "admin";
  if (url.startsWith("/api/")) return "public";
  return undefined;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function securityOf(caller: Caller, method: string): Record<string, string[]>[] {
  switch (caller) {
    case "anyone":
      return [];
    case "guest-or-customer":
      return [{}, { customerToken: [] }, { customerBearer: [] }];
    case "customer":
      return [{ customerToken: [] }, { customerBearer: [] }];
    case "staff":
      return UNSAFE.has(method) ? [{ staffSession: [], csrfToken: [] }] : [{ staffSession: [] }];
  }
}

/** `POST /api/cart/update` → `postCartUpdate`; a path parameter reads `ByName`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[/.\-_]+|(?=:)/)
    .filter(Boolean)
    .map((word) => (word.startsWith(":") ? `By${capital(word.slice(1))}` : capital(word)));
  return method.toLowerCase() + words.join("");
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The answers every route may give besides its own, named once here. */
function commonAnswers(method: string, url: string, operation: Operation): Record<number, Answer> {
  const answers: Record<number, Answer> = {};
  // A body is read on every unsafe call, even one that needs none: it may be too large or malformed.
  const bodyRead = operation.body !== undefined || UNSAFE.has(method);
  if (operation.query || operation.params || bodyRead)
    answers[400] = refusal(
      400,
      "A parameter or the body is not valid",
      "Invalid query parameter token: Too big: expected string to have <=4096 characters",
    );
  if (operation.caller === "customer")
    answers[401] = refusal(
      401,
      "No token, or one that is unknown, expired or ended",
      USER_MESSAGES.notAuthorized,
    );
  if (operation.caller === "staff") {
    answers[401] = refusal(401, "No back-office session", ADMIN_MESSAGES.notLoggedIn.en);
    answers[403] = refusal(
      403,
      "The CSRF header is missing, two-step login must be turned on first, or only the owner may do this",
      ADMIN_MESSAGES.ownerOnly.en,
    );
  }
  if (bodyRead) {
    answers[413] = refusal(413, "The body is too large", "The request body is too large");
    answers[415] = refusal(
      415,
      "The body is not JSON",
      "Send the request body as application/json",
    );
  }
  const limit = rateLimitOf(method, url);
  if (limit?.max) {
    answers[429] = {
      ...refusal(
        429,
        `More than ${limit.max} such requests from one address in ${limit.windowMs / 1000} s`,
        tooManyRequestsMessage(42, "en"),
      ),
      headers: { "retry-after": { type: "integer", description: "Seconds to wait" } },
    };
  }
  answers[500] = refusal(500, "The shop's own fault (logged)", "Internal server error");
  answers[503] = refusal(
    503,
    "The database is away for the moment: try again",
    "The shop is busy for a moment: try again",
  );
  return answers;
}

function responseOf(answer: Answer): JsonSchema {
  const { description, contentType, schema, example, headers, otherTypes = {} } = answer;
  const mediaOf = (schema: JsonSchema, example: unknown) =>
    example === undefined ? { schema } : { schema, example };
  const media = mediaOf(schema, example);
  return {
    description,
    content: Object.fromEntries([
      ...[contentType ?? "application/json"].flat().map((type) => [type, media]),
      ...Object.entries(otherTypes).map(([type, other]) => [
        type,
        mediaOf(other.schema, other.example),
      ]),
    ]),
    ...(headers ? { headers } : {}),
  };
}

const withExample = (schema: JsonSchema, example: unknown): JsonSchema =>
  example === undefined ? schema : { ...schema, examples: [example] };

/** The request body's schema, or its schema per media type when it comes in more than one. */
function bodyOf(operation: Operation, body: z.core.$ZodType): JsonSchema {
  const schema = withExample(inputSchemaOf(body), operation.bodyExample);
  if (!operation.otherBodies)
    return { body: schema, ...(operation.bodyType ? { consumes: [operation.bodyType] } : {}) };
  const others = Object.entries(operation.otherBodies).map(([type, other]) => [
    type,
    { schema: withExample(inputSchemaOf(other.body), other.example) },
  ]);
  const content = {
    [operation.bodyType ?? "application/json"]: { schema },
    ...Object.fromEntries(others),
  };
  return { body: { content } };
}

/** The route's schema as @fastify/swagger reads it, for the document alone (never validated). */
export function routeSchemaOf(method: string, url: string, operation: Operation): JsonSchema {
  const answers = { ...commonAnswers(method, url, operation), ...operation.answers };
  const response = Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [status, responseOf(answer)]),
  );
  return {
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    operationId: operationIdOf(method, url),
    security: securityOf(operation.caller, method),
    ...(operation.params ? { params: inputSchemaOf(operation.params) } : {}),
    ...(operation.query ? { querystring: inputSchemaOf(operation.query) } : {}),
    ...(operation.body ? bodyOf(operation, operation.body) : {}),
    response,
  };
}
