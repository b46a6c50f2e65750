import type { ProductDocument, ReviewDocument, StoreCode } from "@etalage/contracts";
import { STORE_VIEWS } from "@etalage/contracts";
import { type Kysely, reviewsByStatus, type Schema } from "@etalage/db";
import type { SearchEngine } from "@etalage/search";
import { REVIEW_STATUS } from "./review-status";

interface StoreReviews {
  documents: ReviewDocument[];
  /** rating_summary by product id: the mean of the stars of approved reviews with stars. */
  summaries: Map<number, { count: number; average: number }>;
}

const NO_RATING = { count: 0, average: 0 };

/** The approved reviews of every store view, as the index holds them. */
async function approvedReviews(db: Kysely<Schema>): Promise<Map<StoreCode, StoreReviews>> {
  const rows = await reviewsByStatus(db, REVIEW_STATUS.approved);
  const stores = new Map<StoreCode, StoreReviews>();
  const stars = new Map<StoreCode, Map<number, { count: number; stars: number }>>();
  for (const code of Object.keys(STORE_VIEWS) as StoreCode[]) {
    stores.set(code, { documents: [], summaries: new Map() });
    stars.set(code, new Map());
  }
  for (const row of rows) {
    stores.get(row.store_code)?.documents.push({
      id: row.id,
      product_id: row.product_id,
      title: row.title,
      detail: row.detail,
      nickname: row.nickname,
      rating: row.rating,
      review_status: row.status,
      created_at: row.created_at,
    });
    if (row.rating === null) continue;
    const totals = stars.get(row.store_code);
    const total = totals?.get(row.product_id) ?? { count: 0, stars: 0 };
    total.count += 1;
    total.stars += row.rating;
    totals?.set(row.product_id, total);
  }
  for (const [code, totals] of stars) {
    const summaries = stores.get(code)!.summaries;
    for (const [productId, { count, stars: sum }] of totals)
      summaries.set(productId, { count, average: Math.round((sum / count) * 10) / 10 });
  }
  return stores;
}

const PAGE = 5000;

/** The products that have stars now or are about to get them, a page at a time by id. */
function* ratedProducts(
  engine: SearchEngine,
  index: string,
  ids: number[],
): Generator<ProductDocument> {
  let after = 0;
  for (;;) {
    const query = {
      query: {
        bool: {
          filter: [{ range: { id: { gt: after } } }],
          should: [{ range: { "rating_summary.count": { gt: 0 } } }, { terms: { id: ids } }],
          minimum_should_match: 1,
        },
      },
    };
    const hits = engine.search(index, "product", query, { size: PAGE, sort: "id:asc" }).hits.hits;
    for (const hit of hits) yield hit._source as ProductDocument;
    if (hits.length < PAGE) return;
    after = (hits.at(-1)!._source as ProductDocument).id;
  }
}

/**
 * Brings the index's reviews up to date after reviews were approved or rejected: the `review`
 * documents of every store view and the rating_summary of the products whose stars changed.
 * The database is read first; the index is then changed in one synchronous step, so no stock
 * patch of an order can fall in between.
 */
export async function refreshReviewIndex(db: Kysely<Schema>, engine: SearchEngine): Promise<void> {
  const stores = await approvedReviews(db);
  for (const [code, { documents, summaries }] of stores) {
    const index = STORE_VIEWS[code].index;
    if (!engine.hasIndex(index)) continue;
    engine.replaceAll(index, "review", documents, { idField: "id" });
    const changed: ProductDocument[] = [];
    for (const product of ratedProducts(engine, index, [...summaries.keys()])) {
      const summary = summaries.get(product.id) ?? NO_RATING;
      const current = product.rating_summary;
      if (current.count === summary.count && current.average === summary.average) continue;
      changed.push({ ...product, rating_summary: summary });
    }
    if (changed.length > 0) engine.upsert(index, "product", changed);
  }
}
