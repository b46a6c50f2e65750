import type { PriceFields, ProductDocument, SeedProduct } from "@etalage/contracts";
import { configurableParentPrice, isEnabledStatus, isSale } from "@etalage/pricing";
import { colorLabels, configurableOptions, distinctOptionIds } from "./configurable-options";
import type { ProductBuildContext } from "./product-build-context-shape";
import { NONE } from "./shared-parts";

export type VariantFields = Pick<
  ProductDocument,
  | "configurable_children"
  | "configurable_options"
  | "color_options"
  | "size_options"
  | "color_labels"
  | "sale"
> & { prices: PriceFields };

/**
 * What depends on a product's variants. A configurable carries all its children, its options,
 * filter values and colour names from the enabled children, the cheapest enabled child's price
 * (docs/specification/prices-and-tax.md "Tax") and is on sale when it or an enabled child is. Any other product uses its
 * own colour and size, so one colour/size filter finds every type.
 */
export function variantFields(context: ProductBuildContext, product: SeedProduct): VariantFields {
  const own = context.pricesOf(product);
  const children =
    product.typeId === "configurable"
      ? (context.lookup.childrenByParent.get(product.id) ?? [])
      : [];
  const enabled = children.filter((child) => isEnabledStatus(child.status));
  const shown = product.typeId === "configurable" ? enabled : [product];
  const childDocuments = children.map((child) => context.variantOf(child, product));
  const colorOptions = distinctOptionIds(shown, "color");
  const onSale = [product, ...enabled].some((p) => isSale(p, context.now));
  const { shared } = context;
  return {
    configurable_children: childDocuments.length > 0 ? childDocuments : NONE,
    configurable_options:
      product.typeId === "configurable" ? configurableOptions(context, product, enabled) : NONE,
    color_options: shared.ofProduct("color_options", product.id, () =>
      shared.numbers(colorOptions),
    ),
    size_options: shared.ofProduct("size_options", product.id, () =>
      shared.numbers(distinctOptionIds(shown, "size")),
    ),
    color_labels: colorLabels(context, [product, ...enabled]),
    sale: onSale ? 1 : 0,
    prices: configurableParentPrice(own, childDocuments),
  };
}
