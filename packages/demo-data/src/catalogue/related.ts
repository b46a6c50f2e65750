import type { SeedProduct } from "@etalage/contracts";
import type { Dice } from "../random";

/**
 * Three or four related products for each parent, from its own category (its first one).
 * Picks by index with rejection, so it stays quick in categories of ten thousand products.
 */
export function linkRelated(dice: Dice, parents: readonly SeedProduct[]): void {
  const byCategory = new Map<number, SeedProduct[]>();
  for (const p of parents) {
    const category = p.categoryIds[0];
    if (category === undefined) continue;
    let group = byCategory.get(category);
    if (!group) {
      group = [];
      byCategory.set(category, group);
    }
    group.push(p);
  }
  for (const group of byCategory.values()) {
    group.forEach((product, self) => {
      const wanted = Math.min(dice.int(3, 4), group.length - 1);
      const chosen = new Set<number>();
      while (chosen.size < wanted) {
        const i = dice.int(0, group.length - 1);
        if (i !== self) chosen.add(i);
      }
      product.relatedSkus = [...chosen].map((i) => group[i]!.sku);
    });
  }
}
