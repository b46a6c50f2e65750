import type { ReturnReason, ReturnView } from "@etalage/contracts";
import {
  claimOrderForChange,
  findOrderByNumber,
  insertReturn,
  type Kysely,
  nextReturnNumber,
  type OrderItemRow,
  readOrderItems,
  readOrderShipments,
  type Schema,
} from "@etalage/db";
import { isBuyer } from "../../payments";
import { BackOfficeError } from "../back-office-error";
import { readPiecesLeft, returnWindowEnd } from "./pieces-left";
import type { ReturnDeskContext } from "./return-desk-context";
import { returnByNumber } from "./return-lookup";
import { returnMail } from "./return-mail-step";
import { RETURN_REFUSALS } from "./return-refusals";

/** What a caller shows to prove an order is theirs: her login, or a guest's order token. */
export interface ReturnProof {
  customerId?: number | undefined;
  orderToken?: string | undefined;
}

export interface ReturnRequest {
  incrementId: string;
  lines: { sku: string; qty: number; reason: ReturnReason; comment: string | null }[];
}

/** Statuses an order may be returned from: something of it shipped, nothing cancelled. */
const RETURNABLE = ["pending", "processing", "complete"];

const noOrder = () => new BackOfficeError("not-found", RETURN_REFUSALS.noOrder);

/** The day the return window closes: 14 days after the order's last parcel left. */
async function windowEnd(trx: Kysely<Schema>, orderId: number): Promise<Date> {
  const shipments = await readOrderShipments(trx, orderId);
  const last = shipments.at(-1);
  if (!last) throw new BackOfficeError("conflict", RETURN_REFUSALS.notShipped);
  return returnWindowEnd(last);
}

/** The order lines the request takes back; refuses what did not ship or was asked back before. */
function returnedLines(
  items: OrderItemRow[],
  piecesLeft: (item: OrderItemRow) => number,
  request: ReturnRequest,
) {
  const asked = new Map<number, number>();
  return request.lines.map((line) => {
    const item = items.find((candidate) => candidate.sku === line.sku);
    if (!item)
      throw new BackOfficeError("invalid", {
        nl: `De bestelling bevat geen artikel ${line.sku}`,
        en: `The order has no line ${line.sku}`,
      });
    const id = Number(item.id);
    const total = (asked.get(id) ?? 0) + line.qty;
    const left = piecesLeft(item);
    if (total > left)
      throw new BackOfficeError(
        "conflict",
        left > 0
          ? {
              nl: `Je kunt maar ${left} van ${line.sku} terugsturen`,
              en: `Only ${left} of ${line.sku} can be returned`,
            }
          : {
              nl: `${line.sku} kan niet terug: het is niet verzonden of al teruggestuurd`,
              en: `${line.sku} cannot be returned: it did not ship or is returned already`,
            },
      );
    asked.set(id, total);
    return { orderItemId: id, qty: line.qty, reason: line.reason, comment: line.comment };
  });
}

/**
 * `POST /api/user/returns`: the customer asks to send back lines of a shipped order, within 14
 * days after its last parcel left. A number (`R-000001`, no gaps) is taken in the same
 * transaction, and she gets a mail in the order's language with the return address.
 */
export async function requestReturn(
  ctx: ReturnDeskContext,
  proof: ReturnProof,
  request: ReturnRequest,
): Promise<ReturnView> {
  const order = await findOrderByNumber(ctx.db, request.incrementId);
  if (!order || !isBuyer(order, proof)) throw noOrder();
  const now = ctx.now();
  return ctx.transaction(async (trx, send) => {
    // Holds the order's row: two requests at once count each other's lines.
    if (!(await claimOrderForChange(trx, order.id, RETURNABLE, now.toISOString())))
      throw new BackOfficeError("conflict", RETURN_REFUSALS.notShipped);
    if (now > (await windowEnd(trx, order.id)))
      throw new BackOfficeError("conflict", RETURN_REFUSALS.tooLate);
    const items = await readOrderItems(trx, order.id);
    const lines = returnedLines(items, await readPiecesLeft(trx, order.id), request);
    const number = await nextReturnNumber(trx);
    await insertReturn(trx, {
      number,
      orderId: order.id,
      createdAt: now.toISOString(),
      items: lines,
    });
    const { view } = await returnByNumber(trx, number);
    await send(await returnMail(ctx, trx, order, view, "requested"));
    return view;
  });
}
