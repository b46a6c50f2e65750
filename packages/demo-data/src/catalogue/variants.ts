import type { Localized, SeedProduct } from "@etalage/contracts";
import { excludingVat } from "../money";
import type { Dice } from "../random";
import type { ShopColour } from "./colours";
import type { CatalogueDraft } from "./draft";
import { newProduct } from "./product-shell";
import type { SizeCode } from "./sizes";

export interface VariantPlan {
  kind: string;
  variant: string;
  /** Subject of the picture labels ("Wikkeljurk"). */
  subject: Localized;
  colours: readonly ShopColour[];
  /** Empty when the variants differ in colour only. */
  sizes: readonly SizeCode[];
  inclPrice: number;
}

const lower = (text: string) => text.toLowerCase();

/**
 * The colour × size variants of a configurable parent. About 5% are switched off and 8% sold
 * out; sometimes a whole colour is sold out, and sometimes one colour costs a little more.
 */
export function addVariants(
  draft: CatalogueDraft,
  parent: SeedProduct,
  plan: VariantPlan,
): SeedProduct[] {
  const { dice } = draft;
  const soldOut = plan.colours.length > 1 && dice.chance(0.12) ? dice.pick(plan.colours) : null;
  const dearer = plan.colours.length > 1 && dice.chance(0.08) ? dice.pick(plan.colours) : null;
  const sizes: readonly (SizeCode | null)[] = plan.sizes.length > 0 ? plan.sizes : [null];
  const variants: SeedProduct[] = [];
  for (const colour of plan.colours) {
    const images = draft.images.colour(plan.kind, plan.variant, colour, plan.subject);
    const price = colour === dearer ? excludingVat(plan.inclPrice + 5) : parent.price;
    for (const size of sizes) {
      const child = newProduct({
        sku: `${parent.sku}-${colour.skuPart}${size ? `-${size}` : ""}`,
        typeId: "simple",
        name: draft.variants.name(parent.name, colour, size),
        description: parent.description,
        shortDescription: parent.shortDescription,
        urlKey: {
          nl: `${parent.urlKey.nl}-${lower(colour.label.nl)}${size ? `-${lower(size)}` : ""}`,
          en: `${parent.urlKey.en}-${lower(colour.label.en)}${size ? `-${lower(size)}` : ""}`,
        },
        visibility: 1,
        price,
        createdAt: parent.createdAt,
        updatedAt: parent.updatedAt,
        weight: parent.weight,
        images,
      });
      child.parentId = parent.id;
      child.specialPrice = parent.specialPrice;
      child.specialFromDate = parent.specialFromDate;
      child.specialToDate = parent.specialToDate;
      child.newsFromDate = parent.newsFromDate;
      child.newsToDate = parent.newsToDate;
      child.attributes = draft.variants.attributesOf(colour, size);
      child.status = dice.chance(0.05) ? 2 : 1;
      stock(dice, child, colour === soldOut);
      variants.push(child);
    }
  }
  draft.children.push(...variants);
  return variants;
}

/** Sets qty and stock status; `soldOut` forces none left. */
export function stock(dice: Dice, product: SeedProduct, soldOut = false): void {
  // 6% here; with the colours sold out as a whole about 8–10% of variants are out of stock.
  const none = soldOut || dice.chance(0.06);
  product.qty = none ? 0 : dice.int(1, 30);
  product.isInStock = !none;
}

/** A parent's stock follows its enabled variants. */
export function parentStock(parent: SeedProduct, variants: readonly SeedProduct[]): void {
  const enabled = variants.filter((v) => v.status === 1);
  parent.qty = enabled.reduce((sum, v) => sum + v.qty, 0);
  parent.isInStock = enabled.some((v) => v.isInStock);
}
