import type { BackOfficeShop } from "./back-office-shop";

/** The audit log's entries of one action on one subject, as the owner reads them (newest first). */
export async function auditOf(
  ctx: Pick<BackOfficeShop, "api" | "owner">,
  action: string,
  subjectId: string,
) {
  const reply = await ctx.api.call("GET", "/api/admin/audit?pageSize=200", { session: ctx.owner });
  return reply.body.result.items.filter(
    (entry: { action: string; subject_id: string }) =>
      entry.action === action && entry.subject_id === subjectId,
  );
}
