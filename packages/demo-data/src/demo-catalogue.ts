import type { CatalogueSeed } from "@etalage/contracts";
import { assembleCatalogue } from "./catalogue/assemble";
import { newDraft } from "./catalogue/draft";
import { addGiftProducts } from "./catalogue/gift-products";
import { addKindProduct } from "./catalogue/kind-product";
import { linkRelated } from "./catalogue/related";
import { createReviews } from "./content/reviews";
import { Dice } from "./random";
import type { GarmentKind } from "./vocabulary/kind-spec";
import { KINDS } from "./vocabulary/kinds";

export const DEFAULT_DEMO_SEED = 1;

/** How many products of each kind the demo shop holds (315, plus four gift products). */
export const DEMO_COUNTS: Readonly<Record<GarmentKind, number>> = {
  dress: 60,
  coat: 32,
  trousers: 38,
  skirt: 34,
  cardigan: 32,
  sandal: 24,
  boot: 24,
  loafer: 20,
  bag: 36,
  perfume: 15,
};

export interface DemoCatalogueOptions {
  seed?: number;
  /** The moment offers, "new" windows and dates are drawn around; defaults to the present. */
  now?: Date;
}

/**
 * The demo shop: every kind in 2–4 colours and 4–5 sizes, with unique names, offers, stock
 * gaps, reviews, CMS pages and banners. Same seed and same `now` give identical output.
 */
export function createDemoCatalogue(options: DemoCatalogueOptions = {}): CatalogueSeed {
  const now = options.now ?? new Date();
  const dice = new Dice(options.seed ?? DEFAULT_DEMO_SEED);
  const draft = newDraft(dice, now);
  const usedNames = new Set<string>();
  for (const spec of KINDS) {
    for (let i = 0; i < DEMO_COUNTS[spec.kind]; i++) {
      addKindProduct(draft, spec, i, 1001 + i, {
        colours: [2, 4],
        sizes: [4, 5],
        usedNames,
        everyNoun: true,
      });
    }
  }
  const kindParents = [...draft.parents];
  addGiftProducts(draft);
  linkRelated(dice, draft.parents);
  const reviews = createReviews(dice, kindParents, now);
  return assembleCatalogue(draft, reviews);
}
