import type { FieldValue } from "./field-path";

/** The exact key a value is indexed under: 2, "2" and 2.0 are one key, as ES coerces them. */
export function keywordKey(value: FieldValue): string {
  return typeof value === "string" ? value : String(value);
}

/** The keys a term query value can match ("2.50" also finds the number 2.5). */
export function lookupKeys(value: unknown): string[] {
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (typeof value !== "string") return [];
  const asNumber = value.trim() === "" ? Number.NaN : Number(value);
  const numeric = String(asNumber);
  return Number.isFinite(asNumber) && numeric !== value ? [value, numeric] : [value];
}
