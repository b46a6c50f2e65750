import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/**
 * Takes the lease of a periodic job until `until`, unless another holder has it past `now`.
 * One statement (insert, or update when the lease ended), so of two processes asking at the same
 * moment exactly one gets it. True when this holder now runs the job.
 */
export async function takeJobLease(
  db: Kysely<Schema>,
  lease: { name: string; holder: string; now: string; until: string },
): Promise<boolean> {
  const taken = await db
    .insertInto("shop_job_leases")
    .values({ name: lease.name, holder: lease.holder, leased_until: lease.until })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder: lease.holder, leased_until: lease.until })
        .where("shop_job_leases.leased_until", "<=", lease.now),
    )
    .returning("holder")
    .executeTakeFirst();
  return taken?.holder === lease.holder;
}
