import { asJson, checkOptions, isJson } from "../query/request-values";
import { SearchRequestError } from "../search-request-error";

export type SortOrder = "asc" | "desc";

export type SortKey =
  | { kind: "score"; order: SortOrder }
  | { kind: "doc"; order: SortOrder }
  | {
      kind: "field";
      field: string;
      order: SortOrder;
      missing: "_first" | "_last";
      mode: "min" | "max";
    };

function order(value: unknown, field: string): SortOrder {
  const text = String(value).toLowerCase();
  if (text !== "asc" && text !== "desc")
    throw new SearchRequestError(`Unsupported sort order for ${field}: ${String(value)}`);
  return text;
}

function key(field: string, spec: unknown): SortKey {
  const options = isJson(spec) ? spec : { order: spec };
  // unmapped_type is honoured as such: without mappings an unknown field already sorts as missing.
  checkOptions(options, "sort", ["order", "missing", "mode", "unmapped_type"]);
  const fallback = field === "_score" ? "desc" : "asc";
  const direction = order(options.order ?? fallback, field);
  if (field === "_score") return { kind: "score", order: direction };
  if (field === "_doc") return { kind: "doc", order: direction };
  const missing = options.missing ?? "_last";
  if (missing !== "_last" && missing !== "_first") {
    throw new SearchRequestError(`Unsupported sort missing value for ${field}: ${String(missing)}`);
  }
  const mode = options.mode ?? (direction === "asc" ? "min" : "max");
  if (mode !== "min" && mode !== "max")
    throw new SearchRequestError(`Unsupported sort mode for ${field}: ${String(mode)}`);
  return { kind: "field", field, order: direction, missing, mode };
}

/** "updated_at:desc" (the URI form) or a bare field name. */
function fromText(text: string): SortKey {
  const [field = "", direction] = text.trim().split(":");
  if (field === "") throw new SearchRequestError("A sort needs a field");
  return key(field, direction);
}

function fromEntry(entry: unknown): SortKey[] {
  if (typeof entry === "string") return [fromText(entry)];
  return Object.entries(asJson(entry, "A sort")).map(([field, spec]) => key(field, spec));
}

/**
 * The sort of a request: the query-string `sort` ("price:asc,updated_at:desc") over the body's
 * (a string, an object or a list of them, ES style). Empty means by score.
 */
export function sortKeys(bodySort: unknown, paramSort: string | undefined): SortKey[] {
  if (paramSort !== undefined && paramSort.trim() !== "") return paramSort.split(",").map(fromText);
  if (bodySort === undefined || bodySort === null) return [];
  return Array.isArray(bodySort) ? bodySort.flatMap(fromEntry) : fromEntry(bodySort);
}
