import type { OrderRow } from "@etalage/db";

/** The carriers a parcel can go with; `none` for a parcel without tracking (a courier, pick-up). */
export const CARRIERS = ["postnl", "dhl", "dpd", "ups", "none"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  postnl: "PostNL",
  dhl: "DHL",
  dpd: "DPD",
  ups: "UPS",
  none: "",
};

function postcodeOf(order: Pick<OrderRow, "shipping_address" | "billing_address">): string {
  try {
    const address = JSON.parse(order.shipping_address ?? order.billing_address) as {
      postcode?: string;
    };
    return (address.postcode ?? "").replace(/\s+/g, "").toUpperCase();
  } catch {
    return "";
  }
}

/**
 * The carrier's own page that follows the parcel, in the order's language where the carrier
 * has one; null without a carrier or a tracking number. PostNL asks for the postcode too.
 */
export function trackingUrl(
  carrier: string,
  trackingNumber: string | null,
  order: Pick<OrderRow, "shipping_address" | "billing_address" | "store_code">,
): string | null {
  if (!trackingNumber) return null;
  const code = encodeURIComponent(trackingNumber);
  const en = order.store_code === "en";
  switch (carrier) {
    case "postnl":
      return `https://jouw.postnl.nl/track-and-trace/${code}-NL-${encodeURIComponent(postcodeOf(order))}${en ? "?language=en" : ""}`;
    case "dhl":
      return `https://www.dhl.com/nl-${en ? "en" : "nl"}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${code}`;
    case "dpd":
      return `https://tracking.dpd.de/status/${en ? "en_NL" : "nl_NL"}/parcel/${code}`;
    case "ups":
      return `https://www.ups.com/track?loc=${en ? "en_NL" : "nl_NL"}&tracknum=${code}`;
    default:
      return null;
  }
}
