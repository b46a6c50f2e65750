import type { SeedProduct, SeedReview, StoreCode } from "@etalage/contracts";
import type { Dice } from "../random";
import { NICKNAMES, OPENINGS, REMARKS, TITLES } from "./review-words";

function department(sku: string): keyof typeof REMARKS {
  if (sku.startsWith("SDL") || sku.startsWith("LRS") || sku.startsWith("LFR")) return "shoes";
  if (sku.startsWith("TAS")) return "bags";
  if (sku.startsWith("PRF")) return "perfume";
  return "clothes";
}

/** One review: mostly Dutch, 3 to 5 stars, one in ten still waiting for approval. */
function review(dice: Dice, id: number, product: SeedProduct, now: Date): SeedReview {
  const store: StoreCode = dice.chance(0.65) ? "nl" : "en";
  const rating = dice.weighted([
    [5, 45],
    [4, 40],
    [3, 15],
  ] as const);
  const remarks = REMARKS[department(product.sku)];
  const remark = dice.pick(rating >= 4 ? remarks.good : remarks.doubt);
  const from = Date.parse(product.createdAt);
  const at = from + dice.int(0, 1000) * ((now.getTime() - from) / 1000);
  return {
    id,
    productSku: product.sku,
    storeCode: store,
    nickname: dice.pick(NICKNAMES[store]),
    title: dice.pick(TITLES[rating])[store],
    detail: `${dice.pick(OPENINGS[rating])[store]} ${remark[store]}`,
    rating,
    status: dice.chance(0.1) ? 2 : 1,
    createdAt: new Date(Math.floor(at / 1000) * 1000).toISOString(),
  };
}

/**
 * Reviews of the parents: many products have none, some a few, a handful many.
 * `share` scales the number down for large synthetic catalogues.
 */
export function createReviews(
  dice: Dice,
  parents: readonly SeedProduct[],
  now: Date,
  share = 1,
): SeedReview[] {
  const reviews: SeedReview[] = [];
  for (const product of parents) {
    if (share < 1 && !dice.chance(share)) continue;
    const count = dice.weighted([
      [0, 45],
      [1, 20],
      [2, 15],
      [3, 8],
      [4, 6],
      [6, 6],
    ] as const);
    for (let i = 0; i < count; i++) reviews.push(review(dice, reviews.length + 1, product, now));
  }
  return reviews;
}
