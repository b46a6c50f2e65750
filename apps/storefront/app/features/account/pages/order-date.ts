import type { StoreCode } from "@etalage/contracts";

const FORMATS: Record<StoreCode, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Amsterdam" }),
};

/**
 * An order's date in the shop's time zone. The account's own, not lib/shop-date: sharing that
 * module with the product page would give the product page's first load a file more.
 */
export function orderDate(iso: string, store: StoreCode): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : FORMATS[store].format(date);
}
