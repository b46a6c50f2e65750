/** The keys of a texts file, a nested one as `outer.inner`: both languages must have the same. */
export function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null
      ? keysOf(inner, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
