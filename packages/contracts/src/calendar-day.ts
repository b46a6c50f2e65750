const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day written as `YYYY-MM-DD`: not `2026-02-30`, which `Date.parse` turns into
 * the 2nd of March, and not `2026-13-45`. The one rule of the API, the import and the back office.
 */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
