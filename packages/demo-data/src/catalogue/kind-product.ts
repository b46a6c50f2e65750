import type { Localized, SeedProduct } from "@etalage/contracts";
import { excludingVat } from "../money";
import type { Dice } from "../random";
import { capitalize } from "../text";
import type { KindSpec } from "../vocabulary/kind-spec";
import type { ProductWords } from "../vocabulary/word-book";
import { CATEGORY_IDS } from "./categories";
import { colourOf, type ShopColour } from "./colours";
import { addParent, type CatalogueDraft } from "./draft";
import { materialOf } from "./materials";
import { newProduct } from "./product-shell";
import { CLOTHING_SIZES, SHOE_SIZES, type SizeCode } from "./sizes";
import { drawSpecial, drawTimeline } from "./timeline";
import { addVariants, parentStock, stock } from "./variants";

/** How varied the products are: colours and sizes per configurable, unique names or not. */
export interface Variety {
  colours: readonly [number, number];
  sizes: readonly [number, number];
  /** Names already used; given, each product gets a name of its own and a clean url key. */
  usedNames?: Set<string>;
  /** The first products of a kind take its nouns in turn, so every word is in the shop. */
  everyNoun?: boolean;
}

/** Words for the next product; `fresh` when its name is not yet taken (always, without a name list). */
function drawWords(
  dice: Dice,
  draft: CatalogueDraft,
  spec: KindSpec,
  variety: Variety,
  index: number,
): { words: ProductWords; fresh: boolean } {
  const used = variety.usedNames;
  const noun = variety.everyNoun ? spec.nouns[index] : undefined;
  const taken = (w: ProductWords) => !!used && (used.has(w.name.nl) || used.has(w.name.en));
  let words = draft.words.draw(dice, spec, noun);
  for (let tries = 0; taken(words) && tries < 40; tries++)
    words = draft.words.draw(dice, spec, noun);
  const fresh = !taken(words);
  used?.add(words.name.nl);
  used?.add(words.name.en);
  return { words, fresh };
}

function pickSizes(dice: Dice, spec: KindSpec, [min, max]: readonly [number, number]): SizeCode[] {
  const all = spec.sizes === "clothing" ? CLOTHING_SIZES : SHOE_SIZES;
  const n = Math.min(all.length, dice.int(min, max));
  const start = dice.int(0, all.length - n);
  return all.slice(start, start + n);
}

/** Which way the product is sold: in colours and sizes, in colours only, or as one item. */
function structure(
  dice: Dice,
  spec: KindSpec,
  words: ProductWords,
): "sizes" | "colours" | "single" {
  if (spec.kind === "perfume" || words.noun.oneSize) return "single";
  if (spec.sizes === null) return dice.chance(0.25) ? "colours" : "single";
  return "sizes";
}

/**
 * One product of a kind, with its variants when it is configurable. `index` counts the
 * products of the kind from 0; `number` is the one in its sku.
 */
export function addKindProduct(
  draft: CatalogueDraft,
  spec: KindSpec,
  index: number,
  number: number,
  variety: Variety,
): SeedProduct {
  const { dice, now } = draft;
  const { words, fresh } = drawWords(dice, draft, spec, variety, index);
  const sku = `${spec.skuPrefix}-${number}`;
  const slug = draft.words.slugOf(words.name);
  const urlKey: Localized =
    variety.usedNames && fresh ? slug : { nl: `${slug.nl}-${number}`, en: `${slug.en}-${number}` };
  const inclPrice = dice.pick(spec.prices);
  const isNew = dice.chance(0.15);
  const timeline = drawTimeline(dice, now, isNew);
  const special = dice.chance(0.2) ? drawSpecial(dice, now, inclPrice) : null;
  const sold = structure(dice, spec, words);
  const colourCount =
    sold === "sizes"
      ? dice.int(variety.colours[0], variety.colours[1])
      : sold === "colours"
        ? dice.int(2, 3)
        : 1;
  const colours: ShopColour[] =
    spec.colours.length > 0 ? dice.pickSome(spec.colours, colourCount).map(colourOf) : [];
  const subject =
    spec.kind === "perfume"
      ? words.name
      : { nl: capitalize(words.noun.nl), en: capitalize(words.noun.en) };
  const pictureColours =
    colours.length > 0 ? colours : [{ hex: words.hex ?? "e8a7b0", label: null }];

  const product = newProduct({
    sku,
    typeId: sold === "single" ? "simple" : "configurable",
    name: words.name,
    description: words.description,
    shortDescription: words.shortDescription,
    urlKey,
    visibility: 4,
    price: excludingVat(inclPrice),
    createdAt: timeline.createdAt,
    updatedAt: timeline.updatedAt,
    weight: spec.weight,
    images: draft.images.gallery(spec.kind, words.variant, pictureColours, subject),
  });
  product.newsFromDate = timeline.newsFromDate;
  product.newsToDate = timeline.newsToDate;
  if (special) {
    product.specialPrice = special.specialPrice;
    product.specialFromDate = special.specialFromDate;
    product.specialToDate = special.specialToDate;
  }
  product.categoryIds = [
    CATEGORY_IDS[spec.category],
    ...(spec.alsoIn ? [CATEGORY_IDS[spec.alsoIn]] : []),
    ...(isNew ? [CATEGORY_IDS.nieuw] : []),
    ...(special?.current ? [CATEGORY_IDS.sale] : []),
  ];
  const attributes: Record<string, number> = { erin_recommends: dice.chance(0.15) ? 1 : 0 };
  if (words.material) attributes.material = materialOf(words.material).value;
  if (sold === "single" && colours[0]) attributes.color = colours[0].value;
  product.attributes = attributes;
  addParent(draft, product);

  if (sold === "single") {
    stock(dice, product);
    return product;
  }
  const sizes = sold === "sizes" ? pickSizes(dice, spec, variety.sizes) : [];
  product.configurableAttributes = sold === "sizes" ? ["color", "size"] : ["color"];
  const variants = addVariants(draft, product, {
    kind: spec.kind,
    variant: words.variant,
    subject,
    colours,
    sizes,
    inclPrice,
  });
  parentStock(product, variants);
  return product;
}
