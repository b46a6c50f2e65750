import type { Kysely, Schema } from "@etalage/db";
import type { CartCatalogue } from "./cart-catalogue";

/** What every cart and checkout step works with. */
export interface CartContext {
  db: Kysely<Schema>;
  catalogue: CartCatalogue;
  now: () => Date;
}
