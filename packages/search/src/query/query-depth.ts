import type { SearchBudget } from "../search-budget";
import { SEARCH_LIMITS } from "../search-limits";
import { SearchRequestError } from "../search-request-error";
import { isJson, type Json } from "./request-values";

/** Options of the compound clauses that hold further query clauses (one or a list). */
const NESTED_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  bool: ["must", "filter", "should", "must_not"],
  constant_score: ["filter"],
  function_score: ["query"],
};

function nestedClauses(name: string, body: Json): unknown[] {
  const nested: unknown[] = [];
  for (const option of NESTED_OPTIONS[name] ?? []) {
    const value = body[option];
    // A loop, not push(...value): spreading a list of 100 000 clauses overflows the stack.
    if (Array.isArray(value)) for (const item of value) nested.push(item);
    else if (value !== undefined) nested.push(value);
  }
  if (name === "function_score" && Array.isArray(body.functions)) {
    for (const spec of body.functions)
      if (isJson(spec) && spec.filter !== undefined) nested.push(spec.filter);
  }
  return nested;
}

/**
 * Refuses a query nested deeper than ES's indices.query.bool.max_nested_depth or holding more
 * clauses than max_clause_count, before any clause runs. Walked with a stack of its own: the
 * engine's recursion over clauses is then bounded by the depth limit. Malformed clauses are left
 * for the engine to name.
 */
export function checkQueryShape(query: unknown, budget: SearchBudget): void {
  const max = SEARCH_LIMITS.maxNestedDepth;
  const pending: [unknown, number][] = [[query, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [clause, depth] = next;
    if (depth > max) {
      throw new SearchRequestError(
        `The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]: at most ${max} levels`,
      );
    }
    budget.countClauses(1);
    if (!isJson(clause)) continue;
    const names = Object.keys(clause);
    const body = clause[names[0] ?? ""];
    if (names.length !== 1 || !isJson(body)) continue;
    for (const nested of nestedClauses(names[0]!, body)) pending.push([nested, depth + 1]);
  }
}
