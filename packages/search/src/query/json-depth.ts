import { SEARCH_LIMITS } from "../search-limits";
import { SearchRequestError } from "../search-request-error";

/**
 * Refuses a request nested deeper than `maxJsonDepth` levels of objects and lists. Walked with a
 * stack of its own, so a value thousands of levels deep is measured without recursion; whatever
 * reads the request afterwards (String(), JSON.stringify in messages) stays within the call stack.
 */
export function checkJsonDepth(value: unknown, what: string): void {
  const max = SEARCH_LIMITS.maxJsonDepth;
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth > max) {
      throw new SearchRequestError(`${what} is nested too deeply: at most ${max} levels`);
    }
    for (const child of Object.values(item)) {
      if (typeof child === "object" && child !== null) pending.push([child, depth + 1]);
    }
  }
}
