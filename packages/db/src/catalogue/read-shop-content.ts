import type { SeedCmsBlock, SeedCmsPage, SeedCoupon, SeedReview } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { isSet } from "../flags";
import type { Schema } from "../schema";
import { fromColumns } from "./localized-columns";

export async function readCmsPages(db: Kysely<Schema>): Promise<SeedCmsPage[]> {
  const rows = await db.selectFrom("cms_pages").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    title: fromColumns(row, "title"),
    content: fromColumns(row, "content"),
    metaDescription: fromColumns(row, "meta_description"),
    isActive: isSet(row.is_active),
  }));
}

export async function readCmsBlocks(db: Kysely<Schema>): Promise<SeedCmsBlock[]> {
  const rows = await db.selectFrom("cms_blocks").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    title: fromColumns(row, "title"),
    content: fromColumns(row, "content"),
    isActive: isSet(row.is_active),
  }));
}

export async function readReviews(db: Kysely<Schema>): Promise<SeedReview[]> {
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("products", "products.id", "reviews.product_id")
    .selectAll("reviews")
    .select("products.sku")
    .orderBy("reviews.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productSku: row.sku,
    storeCode: row.store_code,
    nickname: row.nickname,
    title: row.title,
    detail: row.detail,
    rating: row.rating,
    status: row.status,
    createdAt: row.created_at,
  }));
}

export async function readCoupons(db: Kysely<Schema>): Promise<SeedCoupon[]> {
  const rows = await db.selectFrom("coupons").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    code: row.code,
    discountPercent: row.discount_percent,
    fromDate: row.from_date,
    toDate: row.to_date,
    isActive: isSet(row.is_active),
    description: fromColumns(row, "description"),
  }));
}
