import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Selectable } from "kysely";
import type { ReviewsTable, Schema } from "../schema";

export type ReviewRow = Selectable<ReviewsTable>;

export interface NewReview {
  productId: number;
  storeCode: StoreCode;
  customerId: number | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
  status: number;
  createdAt: string;
}

/** Writes a review and answers it as stored. */
export async function insertReview(db: Kysely<Schema>, review: NewReview): Promise<ReviewRow> {
  return db
    .insertInto("reviews")
    .values({
      product_id: review.productId,
      store_code: review.storeCode,
      customer_id: review.customerId,
      nickname: review.nickname,
      title: review.title,
      detail: review.detail,
      rating: review.rating,
      status: review.status,
      created_at: review.createdAt,
      updated_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A review with the name of its product in the review's store view. */
export interface ReviewWithProduct extends ReviewRow {
  sku: string;
  product_name: string;
}

function withProduct(db: Kysely<Schema>) {
  return db
    .selectFrom("reviews")
    .innerJoin("products", "products.id", "reviews.product_id")
    .selectAll("reviews")
    .select(["products.sku", "products.name_nl", "products.name_en"]);
}

type JoinedRow = ReviewRow & { sku: string; name_nl: string; name_en: string };

const named = ({ name_nl, name_en, ...row }: JoinedRow): ReviewWithProduct => ({
  ...row,
  product_name: row.store_code === "en" ? name_en : name_nl,
});

/** The reviews one customer wrote, newest first. */
export async function reviewsOfCustomer(
  db: Kysely<Schema>,
  customerId: number,
  limit: number,
): Promise<ReviewWithProduct[]> {
  const rows = await withProduct(db)
    .where("reviews.customer_id", "=", customerId)
    .orderBy("reviews.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(named);
}

/** One review with its product's name; undefined when there is no such review. */
export async function findReviewWithProduct(
  db: Kysely<Schema>,
  id: number,
): Promise<ReviewWithProduct | undefined> {
  const row = await withProduct(db).where("reviews.id", "=", id).executeTakeFirst();
  return row && named(row);
}

/** Reviews of one status (all when null), oldest first: the shop owner's moderation list. */
export async function reviewsByStatus(
  db: Kysely<Schema>,
  status: number | null,
): Promise<ReviewWithProduct[]> {
  let query = withProduct(db).orderBy("reviews.id");
  if (status !== null) query = query.where("reviews.status", "=", status);
  return (await query.execute()).map(named);
}

/** Sets a review's status; false when there is no such review. */
export async function setReviewStatus(
  db: Kysely<Schema>,
  id: number,
  status: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set({ status, updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
