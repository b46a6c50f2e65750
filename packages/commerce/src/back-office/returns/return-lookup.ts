import type { ReturnStatus, ReturnView } from "@etalage/contracts";
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

const noReturn = (number: string) =>
  new BackOfficeError("not-found", {
    nl: `Er is geen retour ${number}`,
    en: `No return ${number}`,
  });

/** A return by its number, with its order and its lines as shown; 404 when there is none. */
export async function returnByNumber(db: Kysely<Schema>, number: string): Promise<FoundReturn> {
  const entry = await findReturnByNumber(db, number);
  const order = entry ? await findOrder(db, Number(entry.order_id)) : undefined;
  if (!entry || !order) throw noReturn(number);
  const [view] = await returnViews(db, [entry], new Map([[order.id, order.increment_id]]));
  if (!view) throw noReturn(number);
  return { entry, order, view };
}

/** A return's status as the Dutch message says it (the English one says the status itself). */
const STATUS_NL: Record<ReturnStatus, string> = {
  requested: "aangemeld",
  received: "ontvangen",
  refunded: "terugbetaald",
  rejected: "afgewezen",
};

const statusNl = (status: string) => STATUS_NL[status as ReturnStatus] ?? status;

/** Why a return cannot take a step from where it is now. */
export const wrongStatus = (number: string, status: string, step: ReturnStatus) =>
  new BackOfficeError("conflict", {
    nl: `Retour ${number} is ${statusNl(status)} en kan niet ${statusNl(step)} worden`,
    en: `Return ${number} is ${status}: it cannot be ${step}`,
  });
