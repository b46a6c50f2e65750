/** The keys a term query value can match ("2.50" also finds the number 2.5). */
export function lookupKeys(value: unknown): string[] {
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (typeof value !== "string") return [];
  const asNumber = value.trim() === "" ? Number.NaN : Number(value);
  const numeric = String(asNumber);
  return Number.isFinite(asNumber) && numeric !== value ? [value, numeric] : [value];
}
