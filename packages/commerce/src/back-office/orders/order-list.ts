import {
  type Kysely,
  type OrderListRow,
  type OrderPaymentState,
  readOrderList,
  type Schema,
} from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { isCalendarDay } from "../reports/shop-days";

export interface OrderListQuery {
  status?: string;
  payment?: OrderPaymentState;
  q?: string;
  /** Calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

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
      throw new BackOfficeError("invalid", `${name} must be a day as YYYY-MM-DD`);
  const q = query.q?.trim();
  const { rows, total } = await readOrderList(db, {
    status: query.status,
    payment: query.payment,
    q: q ? q : undefined,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
    size: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows, total };
}
