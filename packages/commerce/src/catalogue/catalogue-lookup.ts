import type { SeedAttribute, SeedAttributeOption, SeedProduct } from "@etalage/contracts";

/** Maps by id and sku over the seed catalogue, so every document is built without nested scans. */
export interface CatalogueLookup {
  productsById: Map<number, SeedProduct>;
  productsBySku: Map<string, SeedProduct>;
  /** Configurable children by parent id, in catalogue order. */
  childrenByParent: Map<number, SeedProduct[]>;
  attributesByCode: Map<string, SeedAttribute>;
  /** Attribute options by option id (unique across attributes). */
  optionsById: Map<number, SeedAttributeOption>;
}

export function catalogueLookup(
  products: readonly SeedProduct[],
  attributes: readonly SeedAttribute[],
): CatalogueLookup {
  const productsById = new Map<number, SeedProduct>();
  const productsBySku = new Map<string, SeedProduct>();
  const childrenByParent = new Map<number, SeedProduct[]>();
  for (const product of products) {
    productsById.set(product.id, product);
    productsBySku.set(product.sku, product);
    if (product.parentId === null) continue;
    const siblings = childrenByParent.get(product.parentId);
    if (siblings) siblings.push(product);
    else childrenByParent.set(product.parentId, [product]);
  }
  const attributesByCode = new Map<string, SeedAttribute>();
  const optionsById = new Map<number, SeedAttributeOption>();
  for (const attribute of attributes) {
    attributesByCode.set(attribute.code, attribute);
    for (const option of attribute.options) optionsById.set(option.value, option);
  }
  return { productsById, productsBySku, childrenByParent, attributesByCode, optionsById };
}
