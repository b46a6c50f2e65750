import { decideReview, listReviews, REVIEW_STATUS, type ReviewStatusName } from "@etalage/commerce";
import type { ModeratedReview } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordIdParam } from "../../http/record-id";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";
import { reviewDeskContext } from "./review-desk-context";

const STATUSES = Object.keys(REVIEW_STATUS) as [ReviewStatusName, ...ReviewStatusName[]];

export const reviewListQuery = z.object({
  status: z.enum(STATUSES, `must be one of ${STATUSES.join(", ")}`).default("pending"),
});

export const reviewParams = z.object({
  id: recordIdParam("must be a review id such as 12"),
});

const moderate = { admin: { permission: "reviews.handle" } } as const;

/**
 * Review moderation in the back office, as `npm run reviews` does it: `GET /api/admin/reviews`
 * (waiting ones by default), `POST /api/admin/reviews/{id}/approve` and `…/reject`.
 */
export function reviewRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/admin/reviews", { config: moderate }, async (request) => {
    const { status } = validate(reviewListQuery, request.query, "query parameter");
    const items: ModeratedReview[] = await listReviews(shop.database.db, status);
    return ok({ items });
  });

  for (const [action, decision] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    scope.post(`/api/admin/reviews/:id/${action}`, { config: moderate }, async (request, reply) => {
      const { id } = validate(reviewParams, request.params, "review id");
      return ok(
        await answering(reply, () =>
          decideReview(reviewDeskContext(shop), staffOf(request), id, decision),
        ),
      );
    });
  }
}
