import type { ReturnView } from "@etalage/contracts";
import { findOrderByNumber, type Kysely, readReturns, type Schema } from "@etalage/db";
import { isBuyer } from "../../payments";
import { BackOfficeError } from "../back-office-error";
import type { ReturnProof } from "./request-return";
import { RETURN_REFUSALS } from "./return-refusals";
import { returnViews, returnViewsOfOrders } from "./return-views";

/**
 * `GET /api/user/returns`: a customer's returns of all her orders, newest first; a guest's of
 * the one order her token opens (`incrementId` narrows a customer's list to one order).
 */
export async function customerReturns(
  db: Kysely<Schema>,
  proof: ReturnProof,
  incrementId?: string,
): Promise<ReturnView[]> {
  if (incrementId || proof.customerId === undefined) {
    const order = incrementId ? await findOrderByNumber(db, incrementId) : undefined;
    if (!order || !isBuyer(order, proof))
      throw new BackOfficeError("not-found", RETURN_REFUSALS.noOrder);
    const rows = await readReturns(db, { orderIds: [order.id] });
    return returnViews(db, rows, new Map([[order.id, order.increment_id]]));
  }
  return returnViewsOfOrders(db, await readReturns(db, { customerId: proof.customerId }));
}
