import type { ModeratedReview } from "@etalage/contracts";
import { findReviewWithProduct, type Kysely, type Schema } from "@etalage/db";
import { moderateReview, ownReviewView, REVIEW_STATUS } from "../../reviews";
import { type Actor, recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";

/** What the back office's review moderation works with. */
export interface ReviewDeskContext {
  db: Kysely<Schema>;
  now: () => Date;
  /**
   * Runs fn in one transaction; after the commit every shop process shows the reviews as they
   * now are (the same change the reviews command announces).
   */
  transaction<T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T>;
}

/**
 * `POST /api/admin/reviews/{id}/approve|reject`: the same decision as `npm run reviews --
 * approve|reject ID`, with who took it in the audit log, in the same commit.
 */
export async function decideReview(
  ctx: ReviewDeskContext,
  actor: Actor,
  id: number,
  decision: "approved" | "rejected",
): Promise<ModeratedReview> {
  const now = ctx.now();
  return ctx.transaction(async (trx) => {
    const before = await findReviewWithProduct(trx, id);
    if (!before)
      throw new BackOfficeError("not-found", {
        nl: `Er is geen recensie met nummer ${id}`,
        en: `No review with id ${id}`,
      });
    await moderateReview(trx, id, decision, now);
    const after = ownReviewView({
      ...before,
      status: REVIEW_STATUS[decision],
      updated_at: now.toISOString(),
    });
    await recordAudit(
      trx,
      actor,
      {
        action: decision === "approved" ? "review.approve" : "review.reject",
        subjectType: "review",
        subjectId: String(id),
        changes: { status: { from: ownReviewView(before).status, to: decision } },
        details: { product_sku: before.sku },
      },
      now,
    );
    return after;
  });
}
