import type { ReturnView } from "@etalage/contracts";
import {
  findOrder,
  findReturnByNumber,
  type Kysely,
  type OrderReturnRow,
  type OrderRow,
  type Schema,
} from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { returnViews } from "./return-views";

export interface FoundReturn {
  entry: OrderReturnRow;
  order: OrderRow;
  view: ReturnView;
}

/** A return by its number, with its order and its lines as shown; 404 when there is none. */
export async function returnByNumber(db: Kysely<Schema>, number: string): Promise<FoundReturn> {
  const entry = await findReturnByNumber(db, number);
  const order = entry ? await findOrder(db, Number(entry.order_id)) : undefined;
  if (!entry || !order) throw new BackOfficeError("not-found", `No return ${number}`);
  const [view] = await returnViews(db, [entry], new Map([[order.id, order.increment_id]]));
  if (!view) throw new BackOfficeError("not-found", `No return ${number}`);
  return { entry, order, view };
}

/** Why a return cannot take a step from where it is now. */
export const wrongStatus = (number: string, status: string, step: string) =>
  new BackOfficeError("conflict", `Return ${number} is ${status}: it cannot be ${step}`);
