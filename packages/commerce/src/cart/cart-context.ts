import type { Kysely, Schema } from "@etalage/db";
import type { CartCatalogue } from "./cart-catalogue";

/** What every cart and checkout step works with. */
export interface CartContext {
  db: Kysely<Schema>;
  catalogue: CartCatalogue;
  now: () => Date;
  /** MAX_QTY_PER_LINE: a guest's line holds at most this many units; unset, no limit. */
  guestQtyPerLine?: number;
}
