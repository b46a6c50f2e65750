import {
  PICTURE_SIZES,
  type StaffProduct,
  type StaffVariant,
  type VariantOption,
} from "@etalage/contracts";
import type { OptionRow, StaffProductRows, VariantRow } from "@etalage/db";

/** A picture through `/img` in the product cards' size. */
export const pictureUrl = (path: string) => {
  const { width, height, mode } = PICTURE_SIZES.card;
  return `/img/${width}/${height}/${mode}/${path}`;
};

export const statusWord = (status: number) => (status === 1 ? "enabled" : "disabled");
/** A stored ISO time as the shop's day. */
export const dayOf = (value: string | null) => (value ? value.slice(0, 10) : null);

const optionOf = (
  options: Map<number, OptionRow>,
  id: number | undefined,
): VariantOption | null => {
  const option = id === undefined ? undefined : options.get(id);
  return option ? { id: option.id, label: { nl: option.label_nl, en: option.label_en } } : null;
};

function variantView(variant: VariantRow, options: Map<number, OptionRow>): StaffVariant {
  return {
    sku: variant.sku,
    color: optionOf(options, variant.options.color),
    size: optionOf(options, variant.options.size),
    price: variant.price,
    qty: variant.qty ?? 0,
    status: statusWord(variant.status),
  };
}

/** One product as the back office shows and edits it (prices excluding VAT). */
export function staffProductView(rows: StaffProductRows, parentSku: string | null): StaffProduct {
  const { product } = rows;
  return {
    sku: product.sku,
    type: product.type_id,
    parent_sku: parentSku,
    name: { nl: product.name_nl, en: product.name_en },
    description: { nl: product.description_nl, en: product.description_en },
    short_description: { nl: product.short_description_nl, en: product.short_description_en },
    url_key: { nl: product.url_key_nl, en: product.url_key_en },
    price: product.price,
    special_price: product.special_price,
    special_price_from: dayOf(product.special_from_date),
    special_price_to: dayOf(product.special_to_date),
    status: statusWord(product.status),
    visibility: product.visibility,
    news_from: dayOf(product.news_from_date),
    news_to: dayOf(product.news_to_date),
    weight: product.weight,
    categories: rows.categoryIds,
    related: rows.relatedSkus,
    qty:
      product.type_id === "configurable"
        ? rows.variants.reduce((sum, variant) => sum + (variant.qty ?? 0), 0)
        : (product.qty ?? 0),
    configurable_attributes: rows.configurableCodes,
    variants: rows.variants.map((variant) => variantView(variant, rows.options)),
    images: rows.images.map((image) => ({
      id: image.id,
      path: image.path,
      url: pictureUrl(image.path),
      alt: { nl: image.label_nl, en: image.label_en },
      position: image.position,
    })),
    updated_at: product.updated_at,
  };
}
