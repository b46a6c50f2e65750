import type { BundleOptionDocument, ProductLinkDocument, SeedProduct } from "@etalage/contracts";
import { isOfferedPart } from "./linked-part-status";
import type { ProductBuildContext } from "./product-build-context-shape";
import { NONE } from "./shared-parts";

/**
 * Bundle options with the linked simples' names and current prices; unknown skus and disabled
 * parts (status other than 1) are left out.
 */
export function bundleOptions(
  context: ProductBuildContext,
  product: SeedProduct,
): BundleOptionDocument[] {
  if (product.bundleOptions.length === 0) return NONE;
  return product.bundleOptions.map((option) => ({
    option_id: option.optionId,
    title: option.title[context.store],
    type: option.type,
    required: option.required,
    position: option.position,
    sku: product.sku,
    product_links: option.selections.flatMap((selection) => {
      const linked = context.lookup.productsBySku.get(selection.sku);
      if (!linked || !isOfferedPart(linked.status)) return [];
      const prices = context.pricesOf(linked);
      return [
        {
          id: linked.id,
          sku: linked.sku,
          qty: selection.qty,
          can_change_quantity: false,
          is_default: selection.isDefault,
          position: selection.position,
          price: prices.final_price,
          price_incl_tax: prices.final_price_incl_tax,
          name: linked.name[context.store],
        },
      ];
    }),
  }));
}

/**
 * Grouped members (link type associated) and related products; unknown skus and disabled
 * grouped members (status other than 1) are left out. No texts: both store views share one list.
 */
export function productLinks(
  context: ProductBuildContext,
  product: SeedProduct,
): ProductLinkDocument[] {
  if (product.groupedLinks.length + product.relatedSkus.length === 0) return NONE;
  return context.shared.ofProduct("product_links", product.id, () => linksOf(context, product));
}

function linksOf(context: ProductBuildContext, product: SeedProduct): ProductLinkDocument[] {
  const { productsBySku } = context.lookup;
  const links: ProductLinkDocument[] = [];
  for (const member of product.groupedLinks) {
    const linked = productsBySku.get(member.sku);
    if (!linked || !isOfferedPart(linked.status)) continue;
    links.push({
      sku: product.sku,
      link_type: "associated",
      linked_product_sku: linked.sku,
      linked_product_type: context.shared.text(linked.typeId),
      position: member.position,
      qty: member.qty,
    });
  }
  product.relatedSkus.forEach((sku, position) => {
    const linked = productsBySku.get(sku);
    if (!linked) return;
    links.push({
      sku: product.sku,
      link_type: "related",
      linked_product_sku: linked.sku,
      linked_product_type: context.shared.text(linked.typeId),
      position,
      qty: 0,
    });
  });
  return links;
}
