import type { ConfigurableOption, SeedProduct } from "@etalage/contracts";
import { optionIdOf, optionLabel } from "./product-attributes";
import type { ProductBuildContext } from "./product-build-context-shape";
import { NONE } from "./shared-parts";

/** The distinct option ids of one attribute among some products, in first-seen order. */
export function distinctOptionIds(products: readonly SeedProduct[], code: string): number[] {
  const ids = new Set<number>();
  for (const product of products) {
    const id = optionIdOf(product.attributes[code]);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/** The distinct colour names (store language) of some products: the text search's colour words. */
export function colorLabels(
  context: ProductBuildContext,
  products: readonly SeedProduct[],
): string[] {
  const labels = new Set(
    distinctOptionIds(products, "color").map((id) =>
      optionLabel(context.lookup, id, context.store),
    ),
  );
  return context.shared.strings([...labels]);
}

/**
 * The attributes a configurable varies in, each with the values its enabled children have,
 * labelled in the store's language and sorted by option position; colours carry their swatch.
 */
export function configurableOptions(
  context: ProductBuildContext,
  parent: SeedProduct,
  enabledChildren: readonly SeedProduct[],
): ConfigurableOption[] {
  const { lookup, store, shared } = context;
  const options: ConfigurableOption[] = [];
  const keys: string[] = [];
  parent.configurableAttributes.forEach((code, position) => {
    const attribute = lookup.attributesByCode.get(code);
    if (!attribute) return;
    const ids = distinctOptionIds(enabledChildren, code)
      .map((id) => ({ id, option: lookup.optionsById.get(id) }))
      .sort((a, b) => (a.option?.position ?? 0) - (b.option?.position ?? 0) || a.id - b.id);
    // Parents offering the same values (the usual sizes, a colour range) share one option.
    const key = `option:${store}:${attribute.id}:${position}:${ids.map(({ id }) => id).join(",")}`;
    keys.push(key);
    options.push(
      shared.one(key, () => ({
        id: attribute.id,
        attribute_id: attribute.id,
        attribute_code: code,
        label: attribute.label[store],
        position,
        values: ids.map(({ id, option }) =>
          shared.one(`option-value:${store}:${id}`, () => ({
            value_index: id,
            label: option?.label[store] ?? String(id),
            ...(option?.swatch ? { swatch: option.swatch } : {}),
          })),
        ),
      })),
    );
  });
  if (options.length === 0) return NONE;
  return shared.one(`options:${keys.join("|")}`, () => options);
}
