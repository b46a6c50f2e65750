/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  return groups;
}

/** Each group's rows mapped, keys kept. */
export function mapGroups<K, T, U>(groups: Map<K, T[]>, map: (row: T) => U): Map<K, U[]> {
  return new Map([...groups].map(([key, rows]) => [key, rows.map(map)]));
}
