import type { SeedCategory, SeedProduct } from "@etalage/contracts";
import type { StoredCatalogue } from "@etalage/db";
import { TREE_ROOT_ID } from "../../catalogue";
import { type CsvProduct, OPTION_CODES } from "./magento-columns";

/** A category's path of names from the root category down, as Magento writes it. */
export function categoryPaths(categories: readonly SeedCategory[]): Map<number, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const paths = new Map<number, string>();
  const pathOf = (id: number): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const category = byId.get(id);
    if (!category) return "";
    const parent = category.parentId === TREE_ROOT_ID ? "" : pathOf(category.parentId);
    const path = parent ? `${parent}/${category.name.nl}` : category.name.nl;
    paths.set(id, path);
    return path;
  };
  for (const category of categories) pathOf(category.id);
  return paths;
}

const day = (value: string | null) => (value ? value.slice(0, 10) : null);

/** Every product of the shop as the CSV says it, by sku. */
export function shopCsvProducts(catalogue: StoredCatalogue): Map<string, CsvProduct> {
  const paths = categoryPaths(catalogue.categories);
  const labels = new Map<number, { nl: string; en: string }>();
  for (const attribute of catalogue.attributes) {
    for (const option of attribute.options) labels.set(option.value, option.label);
  }
  const children = new Map<number, SeedProduct[]>();
  for (const product of catalogue.products) {
    if (product.parentId === null) continue;
    const list = children.get(product.parentId) ?? [];
    list.push(product);
    children.set(product.parentId, list);
  }
  const products = new Map<string, CsvProduct>();
  for (const product of catalogue.products) {
    products.set(product.sku, {
      sku: product.sku,
      type: product.typeId,
      categories: product.categoryIds.flatMap((id) => paths.get(id) ?? []),
      name: product.name,
      description: product.description,
      shortDescription: product.shortDescription,
      urlKey: product.urlKey,
      weight: product.weight,
      online: product.status === 1,
      visibility: product.visibility,
      price: product.price,
      specialPrice: product.specialPrice,
      specialFrom: day(product.specialFromDate),
      specialTo: day(product.specialToDate),
      images: [...product.images].sort((a, b) => a.position - b.position).map((i) => i.path),
      options: OPTION_CODES.flatMap((code) => {
        const value = product.attributes[code];
        const label = typeof value === "number" ? labels.get(value) : undefined;
        return label ? [{ code, label }] : [];
      }),
      qty: product.qty,
      inStock: product.isInStock,
      variations: (children.get(product.id) ?? []).map((child) => child.sku).sort(),
      related: product.relatedSkus,
    });
  }
  return products;
}
