import { SearchRequestError } from "../search-request-error";

/** A JSON object of a search request. */
export type Json = Record<string, unknown>;

export function isJson(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asJson(value: unknown, what: string): Json {
  if (!isJson(value)) throw new SearchRequestError(`${what} must be an object`);
  return value;
}

/** Refuses any option the engine does not implement: nothing is silently ignored. */
export function checkOptions(body: Json, clause: string, allowed: readonly string[]): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key))
      throw new SearchRequestError(`Unsupported option for ${clause}: ${key}`);
  }
}

/** `{ field: spec }` clauses (term, match, range…): the one field and its spec. */
export function singleField(
  body: Json,
  clause: string,
  options: readonly string[] = [],
): [string, unknown] {
  const fields = Object.keys(body).filter((key) => !options.includes(key));
  if (fields.length !== 1) {
    throw new SearchRequestError(
      `${clause} needs exactly one field, got: ${fields.join(", ") || "none"}`,
    );
  }
  const field = fields[0]!;
  return [field, body[field]];
}

export function asNumber(value: unknown, what: string): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    throw new SearchRequestError(`${what} must be a number, got: ${JSON.stringify(value)}`);
  }
  return number;
}

export function optionalNumber(value: unknown, what: string, fallback: number): number {
  return value === undefined ? fallback : asNumber(value, what);
}

export function asBoolean(value: unknown, what: string): boolean {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  throw new SearchRequestError(`${what} must be true or false, got: ${JSON.stringify(value)}`);
}

/** must/filter/should/must_not take one clause or a list of them. */
export function clauseList(value: unknown, what: string): unknown[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  return [asJson(value, what)];
}

/** The query text of match-style clauses: ES accepts strings, numbers and booleans. */
export function queryText(value: unknown, clause: string): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  throw new SearchRequestError(`${clause} needs a query text`);
}
