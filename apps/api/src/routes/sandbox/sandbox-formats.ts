import type { StoreCode } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";

/** The shop's own time zone: the tester reads times as the shop keeps them. */
const SHOP_TIME_ZONE = "Europe/Amsterdam";

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the page shows it: in Dutch as the shop does ("1.234,50 €"), in English with
 * the sign first ("€1,234.50"); Mollie's text for a currency the page cannot name.
 */
export function formatAmount(lang: StoreCode, currency: string, value: string): string {
  if (lang === "nl" && currency === "EUR") return formatPrice(Number(value));
  try {
    let format = amountFormats.get(`${lang} ${currency}`);
    if (!format) {
      format = new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", {
        style: "currency",
        currency,
      });
      amountFormats.set(`${lang} ${currency}`, format);
    }
    return format.format(Number(value));
  } catch {
    return `${currency} ${value}`;
  }
}

const shopClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  day: "numeric",
  month: "numeric",
  year: "numeric",
});

/** A moment as `HH:mm D/M/YYYY` in the shop's time, in both languages. */
export function formatShopTime(iso: string): string {
  const parts = Object.fromEntries(
    shopClock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} ${Number(parts.day)}/${Number(parts.month)}/${parts.year}`;
}

/** Mollie's amount text ("12.34") in whole cents, and back. */
export function centsOf(value: string): number {
  return Math.round(Number(value) * 100);
}

export function valueOfCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
