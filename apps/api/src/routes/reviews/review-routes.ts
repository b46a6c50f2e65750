import { ownReviews, ReviewError, type ReviewErrorKind, writeReview } from "@etalage/commerce";
import { USER_MESSAGES } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { readCallerQuery, storeOf, tokenOf } from "../cart/cart-caller";
import { callerOf, readUserQuery } from "../user/user-caller";
import { reviewBody } from "./review-body";

/** A review of 4000 characters of four-byte text is 16 KB; room for the JSON around it. */
const REVIEW_BODY_LIMIT = 32 * 1024;

const STATUS: Record<ReviewErrorKind, number> = { invalid: 400, "not-found": 404 };

async function answering<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ReviewError) throw new HttpError(STATUS[error.kind], error.message);
    throw error;
  }
}

/**
 * `POST /api/review/create` (docs/specification/api-shapes.md §9): a review, stored as pending until a shop owner
 * approves it; `GET /api/review/mine?token=`: the caller's own reviews with their status.
 */
export async function reviewRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.post("/api/review/create", { bodyLimit: REVIEW_BODY_LIMIT }, async (request) => {
    const query = readCallerQuery(request);
    const store = storeOf(request, query.storeCode);
    const { review } = validate(reviewBody, request.body, "review");
    const token = tokenOf(request, query.token);
    const caller = token === "" ? null : await shop.resolveCustomer(token);
    if (token !== "" && caller === null) throw new HttpError(401, USER_MESSAGES.notAuthorized);
    const customerId = caller?.customerId ?? null;
    if (review.customer_id != null && review.customer_id !== customerId)
      throw new HttpError(403, "A review can only be written in your own name");
    const written = await answering(() =>
      writeReview(
        shop.database.db,
        {
          productId: review.product_id,
          title: review.title,
          detail: review.detail,
          nickname: review.nickname,
          rating: review.rating ?? null,
          customerId,
          store,
        },
        new Date(),
      ),
    );
    return { code: 200, result: written };
  });

  app.get("/api/review/mine", async (request) => {
    const { token } = readUserQuery(request);
    const caller = await callerOf(shop, request, token);
    return { code: 200, result: { items: await ownReviews(shop.database.db, caller.customerId) } };
  });
}
