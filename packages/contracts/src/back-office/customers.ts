import type { Customer } from "../customer";
import type { ReturnView } from "../order-returns";
import type { OrderListRow } from "./orders";

/** A row of `GET /api/admin/customers`: a customer as the back office's list shows her. */
export interface CustomerListRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  store_code: string;
  created_at: string;
  orders_count: number;
}

/** `GET /api/admin/customers/{id}`: her profile and addresses, her orders and her returns. */
export interface CustomerDetail {
  customer: Customer & { store_code: string };
  orders: { items: OrderListRow[]; total: number };
  returns: ReturnView[];
}
