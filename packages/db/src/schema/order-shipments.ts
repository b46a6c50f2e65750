import type { Generated } from "kysely";

/** A parcel sent for an order, by a member of staff. */
export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  /** `postnl`, `dhl`, `dpd`, `ups` or `none`. */
  carrier: string;
  tracking_number: string | null;
  staff_email: string;
  created_at: string;
}

/** How many pieces of an order line went in a shipment. */
export interface OrderShipmentItemsTable {
  shipment_id: number;
  order_item_id: number;
  qty: number;
}
