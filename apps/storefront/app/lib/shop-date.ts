/** The shop is in the Netherlands: dates read the same on the server and in every browser. */
const SHOP_TIME_ZONE = "Europe/Amsterdam";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * docs/specification/constants.md date format `HH:mm D/M/YYYY`, e.g. "09:05 3/11/2026", in Dutch time: the one way a
 * shopper sees a date (order history, reviews, offline orders, order status), in both languages.
 */
export function formatShopDate(when: string | number): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return "";
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")} ${Number(part("day"))}/${Number(part("month"))}/${part("year")}`;
}
