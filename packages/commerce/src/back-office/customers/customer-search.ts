import type { CustomerListRow } from "@etalage/contracts";
import { type Kysely, readCustomerList, type Schema } from "@etalage/db";

export interface CustomerSearch {
  /** A part of an e-mail address or name; every customer without it. */
  q?: string;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/customers?q=&page=&pageSize=`: the shop's customers, newest first. */
export async function searchCustomers(
  db: Kysely<Schema>,
  search: CustomerSearch,
): Promise<{ items: CustomerListRow[]; total: number }> {
  const { rows, total } = await readCustomerList(db, {
    q: search.q,
    size: search.pageSize,
    offset: (search.page - 1) * search.pageSize,
  });
  return { items: rows, total };
}
