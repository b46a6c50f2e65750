/** The countries the shop delivers to; the Netherlands (the default) first. */
export const DELIVERY_COUNTRIES = [
  "NL",
  "BE",
  "DE",
  "LU",
  "FR",
  "AT",
  "DK",
  "ES",
  "IT",
  "IE",
  "PT",
  "SE",
  "FI",
] as const;

/** Country names in the shopper's language, from the browser's own data (no download). */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const [home, ...rest] = DELIVERY_COUNTRIES.map((code) => ({
    value: code,
    label: names.of(code) ?? code,
  }));
  return [home!, ...rest.sort((a, b) => a.label.localeCompare(b.label, locale))];
}
