import type { CartLine } from "./cart-line";
import { djb2 } from "./line-checksum";

/** The cart hash (docs/specification/cart.md "cartItemsHash"): changes whenever what is bought changes. */
export function cartHash(lines: readonly Pick<CartLine, "sku" | "qty" | "checksum">[]): string {
  return djb2(lines.map((l) => `${l.sku}:${l.checksum ?? ""}:${l.qty}`).join(","));
}

export interface SyncMoment {
  currentHash: string;
  syncedHash: string | null;
  lastSyncAt: number | null;
  forced: boolean;
}

/**
 * docs/specification/cart.md "Cart server sync": sync runs only if the cart hash changed, the last sync time is
 * missing, or a sync is forced.
 */
export function shouldSync(moment: SyncMoment): boolean {
  return moment.forced || moment.lastSyncAt === null || moment.currentHash !== moment.syncedHash;
}
