import { SHOP_TIME_ZONE } from "@etalage/contracts";

// The shop's days (today, a day in an export) are Amsterdam's.
const dayParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function partsOf(at: Date) {
  const parts = dayParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** The shop's day (YYYY-MM-DD) of a moment. */
export const shopDayOf = (at: Date): string => partsOf(at).day;

/** A moment as `YYYY-MM-DD HH:mm` in the shop's time: Excel (Dutch too) reads it as a date. */
export function shopDateTime(at: Date): string {
  const { day, time } = partsOf(at);
  return `${day} ${time}`;
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The moment the shop's day begins (midnight in Amsterdam), e.g. 2026-11-26T23:00Z. */
export function shopDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  // Amsterdam is 1 or 2 hours ahead; the clocks change at night, never at midnight.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(midnightUtc - offsetHours * 3_600_000);
    const { day: seen, time } = partsOf(candidate);
    if (seen === day && time === "00:00") return candidate;
  }
  throw new Error(`No midnight found for ${day} in ${SHOP_TIME_ZONE}`);
}
