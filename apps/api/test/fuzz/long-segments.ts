import type { FuzzRequest } from "./fuzz-requests";
import type { RouteSpec } from "./fuzz-routes";

/** Lengths of a path segment past a file name's 255 bytes, and past the default URL limits. */
export const LONG_SEGMENT_LENGTHS = [300, 5000] as const;

/** Segments of `length` characters: plain, a picture's name, and a Dutch word in UTF-8. */
function longSegments(length: number): string[] {
  return [
    "x".repeat(length),
    `${"x".repeat(length - 4)}.jpg`,
    encodeURIComponent("ë".repeat(Math.floor(length / 2))),
  ];
}

/** The route's path with every parameter at its first good value, one of them replaced. */
function pathWith(route: RouteSpec, replaced: number, value: string): string {
  let slot = 0;
  const path = route.path.replace(/:(\w+)|\*/g, (match, name?: string) => {
    const good = route.params?.[name ?? "*"]?.[0] ?? "x";
    return slot++ === replaced ? value : match === "*" ? good : encodeURIComponent(good);
  });
  // A path without parameters gets the long segment as one more step, and as a sub-folder.
  return slot === 0 ? `${path}/${value}` : path;
}

/**
 * Every route with each of its path parameters in turn (or an extra step when it has none)
 * 300 and 5000 characters long, asked with each of its methods.
 */
export function longSegmentRequests(routes: readonly RouteSpec[]): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const slots = Math.max(1, (route.path.match(/:(\w+)|\*/g) ?? []).length);
    for (const length of LONG_SEGMENT_LENGTHS)
      for (const value of longSegments(length))
        for (let slot = 0; slot < slots; slot++)
          for (const method of route.methods)
            requests.push({
              method,
              path: pathWith(route, slot, value),
              headers: { "content-type": "application/json" },
              ...(method === "GET" ? {} : { body: JSON.stringify(route.body ?? {}) }),
            });
  }
  return requests;
}
