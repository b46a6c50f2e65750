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

/** The columns a CMS page's and a block's rows share. */
const cmsColumns = (entry: SeedCmsBlock) => ({
  id: entry.id,
  identifier: entry.identifier,
  ...toColumns("title", entry.title),
  ...toColumns("content", entry.content),
  is_active: flag(entry.isActive),
});

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
      ...cmsColumns(page),
      ...toColumns("meta_description", page.metaDescription),
    })),
  );
  await insertRows(db, "cms_blocks", content.cmsBlocks.map(cmsColumns));
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
