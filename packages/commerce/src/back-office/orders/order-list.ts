import { isCalendarDay, type OrderListRow, type OrderPaymentState } from "@etalage/contracts";
import { type Kysely, readOrderList, type Schema } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { addDays, shopDayStart } from "../reports/shop-days";

export interface OrderListQuery {
  status?: string;
  payment?: OrderPaymentState;
  q?: string;
  /** The shop's days in Amsterdam (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/orders`: newest first; `q` finds an order number, e-mail address or name. */
export async function listOrders(
  db: Kysely<Schema>,
  query: OrderListQuery,
): Promise<{ items: OrderListRow[]; total: number }> {
  for (const [name, day] of [
    ["from", query.from],
    ["to", query.to],
  ] as const)
    if (day !== undefined && !isCalendarDay(day))
      throw new BackOfficeError("invalid", {
        nl: `${name} moet een dag zijn als JJJJ-MM-DD`,
        en: `${name} must be a day as YYYY-MM-DD`,
      });
  const q = query.q?.trim();
  const { rows, total } = await readOrderList(db, {
    status: query.status,
    payment: query.payment,
    q: q ? q : undefined,
    from: query.from ? shopDayStart(query.from).toISOString() : undefined,
    to: query.to ? shopDayStart(addDays(query.to, 1)).toISOString() : undefined,
    size: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows, total };
}
