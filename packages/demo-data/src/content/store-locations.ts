import type { StoreLocation, StoreOpeningDay } from "@etalage/contracts";
import { SHOP } from "./shop-facts";

/** Tuesday to Saturday 10:00 to 18:00, Sunday 12:00 to 17:00, closed on Monday (the opening-hours block). */
const HOURS: StoreOpeningDay[] = [
  { day: 1, opens: null, closes: null },
  { day: 2, opens: "10:00", closes: "18:00" },
  { day: 3, opens: "10:00", closes: "18:00" },
  { day: 4, opens: "10:00", closes: "18:00" },
  { day: 5, opens: "10:00", closes: "18:00" },
  { day: 6, opens: "10:00", closes: "18:00" },
  { day: 7, opens: "12:00", closes: "17:00" },
];

/** The brand's three stores; the same in both store views (addresses and hours do not translate). */
export const STORE_LOCATIONS: readonly StoreLocation[] = [
  {
    id: "amsterdam",
    name: "Etalage Amsterdam",
    street: SHOP.street,
    postcode: SHOP.postcode,
    city: "Amsterdam",
    countryId: "NL",
    phone: SHOP.phone,
    latitude: 52.37267,
    longitude: 4.88776,
    openingHours: HOURS,
  },
  {
    id: "utrecht",
    name: "Etalage Utrecht",
    street: "Oudegracht 158",
    postcode: "3511 AZ",
    city: "Utrecht",
    countryId: "NL",
    phone: "030 123 45 67",
    latitude: 52.08937,
    longitude: 5.11958,
    openingHours: HOURS,
  },
  {
    id: "haarlem",
    name: "Etalage Haarlem",
    street: "Kleine Houtstraat 42",
    postcode: "2011 DP",
    city: "Haarlem",
    countryId: "NL",
    phone: "023 123 45 67",
    latitude: 52.37865,
    longitude: 4.63672,
    openingHours: HOURS,
  },
];

/** A fresh copy of the stores for one store view's content file. */
export function createStoreLocations(): StoreLocation[] {
  return STORE_LOCATIONS.map((store) => ({
    ...store,
    openingHours: store.openingHours.map((day) => ({ ...day })),
  }));
}
