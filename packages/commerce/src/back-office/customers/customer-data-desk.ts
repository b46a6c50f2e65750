import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Schema } from "@etalage/db";
import {
  type CustomerContext,
  type CustomerDataExport,
  eraseAccount,
  exportCustomerData,
} from "../../customers";
import { type Actor, recordAudit } from "../audit";
import { customerById, noSuchCustomer } from "./customer-lookup";

/**
 * `GET /api/admin/customers/{id}/export`: the same download as the customer's own "my data",
 * written to the audit log before it leaves the shop.
 */
export async function exportCustomerForOwner(
  db: Kysely<Schema>,
  actor: Actor,
  id: number,
  now: Date,
): Promise<CustomerDataExport> {
  await customerById(db, id);
  await recordAudit(
    db,
    actor,
    { action: "customer.export", subjectType: "customer", subjectId: String(id) },
    now,
  );
  return exportCustomerData(db, id, now);
}

/**
 * `POST /api/admin/customers/{id}/delete`: the same anonymisation as the customer's own delete,
 * with its mail in her language, and the audit entry (her id only) in the same commit.
 */
export async function deleteCustomerForOwner(
  db: Kysely<Schema>,
  contextOf: (store: StoreCode) => CustomerContext,
  actor: Actor,
  id: number,
): Promise<true> {
  const customer = await customerById(db, id);
  const ctx = contextOf(customer.store_code);
  const now = ctx.now();
  await ctx.transaction(async (trx, send) => {
    if (!(await eraseAccount(trx, send, customer, now))) throw noSuchCustomer(id);
    await recordAudit(
      trx,
      actor,
      { action: "customer.delete", subjectType: "customer", subjectId: String(id) },
      now,
    );
  });
  return true;
}
