import type { CustomerDetail } from "@etalage/contracts";
import { type Kysely, readAddresses, readOrderList, type Schema } from "@etalage/db";
import { customerView } from "../../customers";
import { customerReturns } from "../returns";
import { customerById } from "./customer-lookup";

/** The orders a customer's page shows at most; the order list finds the rest by her e-mail. */
export const CUSTOMER_ORDERS_SHOWN = 100;

/** `GET /api/admin/customers/{id}`: her profile and addresses, her orders and her returns. */
export async function customerDetail(db: Kysely<Schema>, id: number): Promise<CustomerDetail> {
  const row = await customerById(db, id);
  const orders = await readOrderList(db, {
    customerId: row.id,
    size: CUSTOMER_ORDERS_SHOWN,
    offset: 0,
  });
  return {
    customer: { ...customerView(row, await readAddresses(db, row.id)), store_code: row.store_code },
    orders: { items: orders.rows, total: orders.total },
    returns: await customerReturns(db, { customerId: row.id }),
  };
}
