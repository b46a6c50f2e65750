import type { AuditChange } from "@etalage/contracts";
import { day, money } from "../../shared/format";

/** The words a change is told in: field names, yes and no, and each subject's statuses. */
export interface ChangeWords {
  fields: Record<string, string>;
  yes: string;
  no: string;
  /** Per subject (order, review, product) and for a return's status: the status names. */
  statuses: Record<string, Record<string, string>>;
  visibilities: Record<string, string>;
}

const MONEY = /price|amount|total|refund|paid/;
const PRODUCT_STATUS: Record<string, string> = { "1": "enabled", "2": "disabled" };

/** One value of a change as the owner reads it: names, not codes; amounts and days as the shop writes them. */
function shown(subject: string, field: string, value: unknown, words: ChangeWords): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((v) => shown(subject, field, v, words)).join(", ");
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, v]) => `${key}: ${shown(subject, field, v, words)}`)
      .join(" · ");
  }
  const text = String(value);
  if (field === "status") {
    const statuses = words.statuses[subject] ?? {};
    return statuses[subject === "product" ? (PRODUCT_STATUS[text] ?? text) : text] ?? text;
  }
  if (field === "return_status") return words.statuses.return?.[text] ?? text;
  if (field === "visibility") return words.visibilities[text] ?? text;
  if (field.endsWith("_date")) return day(text.slice(0, 10));
  if (typeof value === "number" && MONEY.test(field)) return money(value);
  return text;
}

/** A change as one line: `Status: Open → Verzonden`, `Prijs (excl. btw): 49,95 € → 39,95 €`. */
export function changeLine(
  subject: string,
  field: string,
  change: AuditChange,
  words: ChangeWords,
): string {
  const name = words.fields[field] ?? field;
  return `${name}: ${shown(subject, field, change.from, words)} → ${shown(subject, field, change.to, words)}`;
}
