/**
 * Date windows of the catalogue (special price, "new" period): ISO strings, both bounds
 * inclusive, null meaning open. A date-only bound ("2025-06-30") covers that whole day (UTC),
 * the way Magento stores special_to_date as a date.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LAST_MS_OF_DAY = 24 * 60 * 60 * 1000 - 1;

function startOf(bound: string): number {
  return Date.parse(DATE_ONLY.test(bound) ? `${bound}T00:00:00Z` : bound);
}

function endOf(bound: string): number {
  return DATE_ONLY.test(bound)
    ? Date.parse(`${bound}T00:00:00Z`) + LAST_MS_OF_DAY
    : Date.parse(bound);
}

export function isWithinWindow(from: string | null, to: string | null, now: Date): boolean {
  const at = now.getTime();
  if (from && !(startOf(from) <= at)) return false;
  if (to && !(at <= endOf(to))) return false;
  return true;
}
