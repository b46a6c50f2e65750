import type { SeedProduct } from "@etalage/contracts";
import type { Dice } from "../random";
import { WordBook } from "../vocabulary/word-book";
import { ImageBook } from "./product-images";
import { VariantBook } from "./variant-book";

/** A catalogue being built: parents and variants are kept apart, since parents come first. */
export interface CatalogueDraft {
  dice: Dice;
  now: Date;
  words: WordBook;
  images: ImageBook;
  variants: VariantBook;
  parents: SeedProduct[];
  children: SeedProduct[];
}

export function newDraft(dice: Dice, now: Date): CatalogueDraft {
  return {
    dice,
    now,
    words: new WordBook(),
    images: new ImageBook(),
    variants: new VariantBook(),
    parents: [],
    children: [],
  };
}

/** Numbers the parents 1…n; called as each parent is added. */
export function addParent(draft: CatalogueDraft, product: SeedProduct): SeedProduct {
  product.id = draft.parents.length + 1;
  draft.parents.push(product);
  return product;
}

/** Parents first, then variants, numbered on after the last parent. */
export function finishProducts(draft: CatalogueDraft): SeedProduct[] {
  const first = draft.parents.length + 1;
  draft.children.forEach((child, i) => {
    child.id = first + i;
  });
  return [...draft.parents, ...draft.children];
}
