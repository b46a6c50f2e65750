import type { ConfigurableChildDocument, SeedProduct } from "@etalage/contracts";
import { colorLabels } from "./configurable-options";
import { customAttributes, optionIdOf } from "./product-attributes";
import type { ProductBuildContext } from "./product-build-context-shape";
import { productCategoryFields } from "./product-categories";
import { firstImagePath } from "./product-media";
import { stockOf } from "./stock-fields";

/**
 * A variant as its configurable parent carries it, disabled ones included (docs/specification/catalogue.md
 * availability). The same object is the variant's own document in the index (visibility 1).
 */
export function configurableChild(
  context: ProductBuildContext,
  child: SeedProduct,
  parent: SeedProduct,
): ConfigurableChildDocument {
  const { shared } = context;
  const prices = context.pricesOf(child);
  return {
    price: prices.price,
    price_incl_tax: prices.price_incl_tax,
    price_tax: prices.price_tax,
    original_price: prices.original_price,
    original_price_incl_tax: prices.original_price_incl_tax,
    original_final_price: prices.original_final_price,
    special_price: prices.special_price,
    original_special_price: prices.original_special_price,
    special_price_incl_tax: prices.special_price_incl_tax,
    special_price_tax: prices.special_price_tax,
    special_from_date: shared.text(prices.special_from_date),
    special_to_date: shared.text(prices.special_to_date),
    final_price: prices.final_price,
    final_price_incl_tax: prices.final_price_incl_tax,
    final_price_tax: prices.final_price_tax,
    tax_class_id: prices.tax_class_id,
    id: child.id,
    sku: child.sku,
    name: child.name[context.store],
    status: child.status,
    visibility: child.visibility,
    type_id: child.typeId === "virtual" ? "virtual" : "simple",
    color: optionIdOf(child.attributes.color),
    size: optionIdOf(child.attributes.size),
    image: firstImagePath(shared, child, parent),
    url_key: child.urlKey[context.store],
    url_path: context.urlPathOf(child),
    stock: stockOf(shared, child),
    qty: child.qty,
    is_in_stock: child.isInStock,
    custom_attributes: customAttributes(shared, child),
    // The variant's own document is this object: the text search reads these from it.
    description: shared.text(child.description[context.store]),
    color_labels: colorLabels(context, [child]),
    category: productCategoryFields(shared, context.tree, child, context.store).category,
  };
}
