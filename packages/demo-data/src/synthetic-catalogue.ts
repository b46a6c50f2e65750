import type { CatalogueSeed } from "@etalage/contracts";
import { assembleCatalogue } from "./catalogue/assemble";
import { newDraft } from "./catalogue/draft";
import { addGiftProducts } from "./catalogue/gift-products";
import { addKindProduct } from "./catalogue/kind-product";
import { linkRelated } from "./catalogue/related";
import { createReviews } from "./content/reviews";
import { DEFAULT_DEMO_SEED, DEMO_COUNTS } from "./demo-catalogue";
import { Dice } from "./random";
import type { KindSpec } from "./vocabulary/kind-spec";
import { KINDS } from "./vocabulary/kinds";

export interface SyntheticCatalogueOptions {
  /** Number of parent products (each with about four variants). */
  products: number;
  seed?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The kinds in the demo's proportions, interleaved (smooth weighted round robin), so even a
 * small catalogue has every kind early on.
 */
function kindCycle(): KindSpec[] {
  const total = KINDS.reduce((sum, k) => sum + DEMO_COUNTS[k.kind], 0);
  const credit = KINDS.map(() => 0);
  const cycle: KindSpec[] = [];
  for (let slot = 0; slot < total; slot++) {
    let best = 0;
    KINDS.forEach((k, i) => {
      credit[i]! += DEMO_COUNTS[k.kind];
      if (credit[i]! > credit[best]!) best = i;
    });
    credit[best]! -= total;
    cycle.push(KINDS[best]!);
  }
  return cycle;
}

/**
 * A large catalogue for benchmarks: the demo's categories, attributes and words, fewer
 * colours per product, shared texts and a bounded set of pictures.
 */
export function createSyntheticCatalogue(options: SyntheticCatalogueOptions): CatalogueSeed {
  const { products, onProgress } = options;
  if (!Number.isInteger(products) || products < 1)
    throw new Error("products must be a whole number above 0");
  const now = options.now ?? new Date();
  const dice = new Dice(options.seed ?? DEFAULT_DEMO_SEED);
  const draft = newDraft(dice, now);
  const cycle = kindCycle();
  const numbers = new Map<string, number>();
  for (let i = 0; i < products; i++) {
    const spec = cycle[i % cycle.length]!;
    const number = (numbers.get(spec.kind) ?? 100_000) + 1;
    numbers.set(spec.kind, number);
    addKindProduct(draft, spec, number - 100_001, number, { colours: [1, 2], sizes: [3, 4] });
    if (onProgress && ((i + 1) % 1000 === 0 || i + 1 === products)) onProgress(i + 1, products);
  }
  const kindParents = [...draft.parents];
  addGiftProducts(draft);
  linkRelated(dice, draft.parents);
  const reviews = createReviews(dice, kindParents, now, 0.05);
  return assembleCatalogue(draft, reviews);
}
