interface Visit {
  item: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where a request value holds text with a NUL character, as a path of keys (`[]` for the value
 * itself), or null. PostgreSQL cannot store NUL in text, and no name, SKU or address has one.
 * Walked with a stack of its own, each step linked to its parent: bodies may be nested
 * thousands deep, and the path is only spelled out once found.
 */
export function nulTextPath(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ item: value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { item } = visit;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return pathOf(visit);
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    const list = Array.isArray(item);
    for (const [key, child] of Object.entries(item)) {
      const next = { item: child, key: list ? Number(key) : key, parent: visit };
      if (key.includes("\u0000")) return pathOf(next);
      pending.push(next);
    }
  }
  return null;
}
