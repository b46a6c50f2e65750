import type { ReviewDeskContext } from "@etalage/commerce";
import { transaction } from "@etalage/db";
import type { Shop } from "../../shop";

/**
 * The back office's review moderation in the shop: the decision and its line in the catalogue
 * change feed commit together; then this process reads its reviews afresh and the others follow.
 */
export function reviewDeskContext(shop: Shop): ReviewDeskContext {
  const { db } = shop.database;
  return {
    db,
    now: () => new Date(),
    async transaction(fn) {
      const result = await transaction(db, async (trx) => {
        const done = await fn(trx);
        await shop.catalogueChanges.recordReviews(trx);
        return done;
      });
      await shop.catalogueChanges.reviewsChanged();
      return result;
    },
  };
}
