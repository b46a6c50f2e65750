import {
  findOrderByNumber,
  type Kysely,
  readOrderItems,
  readOrderShipments,
  type Schema,
} from "@etalage/db";
import { isBuyer } from "../../payments";
import { BackOfficeError } from "../back-office-error";
import { readPiecesLeft, returnWindowEnd } from "./pieces-left";
import type { ReturnProof } from "./request-return";
import { RETURN_REFUSALS } from "./return-refusals";

export interface Returnable {
  /** When the return window closes (14 days after the last parcel left); null before shipping. */
  until: string | null;
  /** Whether a return can be asked now: inside the window with something left to send back. */
  open: boolean;
  /** Each shipped line with the pieces still free to send back. */
  lines: { sku: string; name: string; qty: number }[];
}

/**
 * `GET /api/user/returns/returnable?increment_id=`: what of her order the customer may still
 * send back, and until when, so the account shows the "Return" button only when it helps.
 */
export async function returnableLines(
  db: Kysely<Schema>,
  proof: ReturnProof,
  incrementId: string,
  now: Date,
): Promise<Returnable> {
  const order = await findOrderByNumber(db, incrementId);
  if (!order || !isBuyer(order, proof))
    throw new BackOfficeError("not-found", RETURN_REFUSALS.noOrder);
  const last = (await readOrderShipments(db, order.id)).at(-1);
  if (!last || order.status === "canceled") return { until: null, open: false, lines: [] };
  const until = returnWindowEnd(last);
  const piecesLeft = await readPiecesLeft(db, order.id);
  const lines = (await readOrderItems(db, order.id))
    .map((item) => ({ sku: item.sku, name: item.name, qty: piecesLeft(item) }))
    .filter((line) => line.qty > 0);
  return { until: until.toISOString(), open: now <= until && lines.length > 0, lines };
}
