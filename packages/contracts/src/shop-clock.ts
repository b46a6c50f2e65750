/** The shop is in the Netherlands: its days and hours are Amsterdam's, wherever the reader is. */
export const SHOP_TIME_ZONE = "Europe/Amsterdam";

// Made on first use: a page that shows no date does not pay for it, and bundles can leave it out.
let clock: Intl.DateTimeFormat | undefined;
const shopClock = () =>
  (clock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }));

/**
 * docs/specification/constants.md date format `HH:mm D/M/YYYY`, e.g. "09:05 3/11/2026", in the
 * shop's time: the one way a moment reads on the shopper's pages, in the back office and on the
 * payment tester, in both languages and the same on server and browser. "" for a moment that
 * cannot be read.
 */
export function formatShopDate(when: string | number | Date): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return "";
  const part = Object.fromEntries(
    shopClock()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.hour}:${part.minute} ${Number(part.day)}/${Number(part.month)}/${part.year}`;
}
