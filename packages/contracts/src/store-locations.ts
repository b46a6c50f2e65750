/** One day's opening hours of a store: ISO weekday (1 Monday … 7 Sunday), null times when closed. */
export interface StoreOpeningDay {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  opens: string | null;
  closes: string | null;
}

/** One of the brand's stores, as the store locator lists it (per-store content, docs/specification/routes-and-screens.md). */
export interface StoreLocation {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryId: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** Monday to Sunday, all seven days. */
  openingHours: StoreOpeningDay[];
}

/** The store on OpenStreetMap, with a marker on it. */
export function storeMapUrl(store: Pick<StoreLocation, "latitude" | "longitude">): string {
  const lat = store.latitude.toFixed(5);
  const lon = store.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
