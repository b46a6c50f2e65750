import type { SeedCmsBlock, SeedCmsPage, SeedCoupon, SeedReview } from "@etalage/contracts";
import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect-of";
import { flag } from "../flags";
import type { Schema } from "../schema";
import { insertRows } from "./insert-rows";
import { toColumns } from "./localized-columns";
import type { SeedLookup } from "./seed-lookup";

interface ShopContent {
  cmsPages: SeedCmsPage[];
  cmsBlocks: SeedCmsBlock[];
  reviews: SeedReview[];
  coupons: SeedCoupon[];
}

/** CMS pages and blocks, the seed's reviews and the coupons. */
export async function importShopContent(
  db: Kysely<Schema>,
  content: ShopContent,
  skus: SeedLookup,
) {
  await insertRows(
    db,
    "cms_pages",
    content.cmsPages.map((page) => ({
      id: page.id,
      identifier: page.identifier,
      ...toColumns("title", page.title),
      ...toColumns("content", page.content),
      ...toColumns("meta_description", page.metaDescription),
      is_active: flag(page.isActive),
    })),
  );
  await insertRows(
    db,
    "cms_blocks",
    content.cmsBlocks.map((block) => ({
      id: block.id,
      identifier: block.identifier,
      ...toColumns("title", block.title),
      ...toColumns("content", block.content),
      is_active: flag(block.isActive),
    })),
  );
  await insertRows(
    db,
    "reviews",
    content.reviews.map((review) => ({
      id: review.id,
      product_id: skus.idOf(review.productSku, `Review ${review.id}`),
      store_code: review.storeCode,
      customer_id: null,
      nickname: review.nickname,
      title: review.title,
      detail: review.detail,
      rating: review.rating,
      status: review.status,
      created_at: review.createdAt,
    })),
  );
  // Reviews came with their own ids; shoppers' new reviews must be numbered after them.
  if (dialectOf(db) === "postgres") {
    await sql`select setval(pg_get_serial_sequence('reviews', 'id'),
      (select coalesce(max(id), 0) + 1 from reviews), false)`.execute(db);
  }
  await insertRows(
    db,
    "coupons",
    content.coupons.map((coupon) => ({
      code: coupon.code,
      discount_percent: coupon.discountPercent,
      from_date: coupon.fromDate,
      to_date: coupon.toDate,
      is_active: flag(coupon.isActive),
      ...toColumns("description", coupon.description),
    })),
  );
}
