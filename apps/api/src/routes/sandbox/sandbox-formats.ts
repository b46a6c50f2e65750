import type { StoreCode } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";

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

/** Mollie's amount text ("12.34") in whole cents, and back. */
export function centsOf(value: string): number {
  return Math.round(Number(value) * 100);
}

export function valueOfCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
