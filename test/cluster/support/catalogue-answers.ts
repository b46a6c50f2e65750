import type { ProductDocument } from "@etalage/contracts";
import { send } from "./shoppers";

/** The configurable product holding this variant, as a process's search index answers it. */
export async function indexedParent(base: string, variantSku: string): Promise<ProductDocument> {
  const query = { query: { term: { "configurable_children.sku": variantSku } } };
  const reply = await send(
    `/api/catalog/catalog_nl/product/_search?size=1&request=${encodeURIComponent(JSON.stringify(query))}`,
    { base },
  );
  const parent = reply.body?.hits?.hits?.[0]?._source as ProductDocument | undefined;
  if (!parent) throw new Error(`${base} finds no product with the variant ${variantSku}`);
  return parent;
}

/** A variant's stock as a process's product answer (its search index) shows it. */
export async function indexedStock(base: string, variantSku: string) {
  const parent = await indexedParent(base, variantSku);
  const child = parent.configurable_children.find((c) => c.sku === variantSku);
  if (!child) throw new Error(`${variantSku} is not a variant of ${parent.sku}`);
  return { qty: child.stock.qty, isInStock: child.stock.is_in_stock };
}

/** Waits until `check` holds, up to `ms`; answers how long that took, in milliseconds. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > ms)
      throw new Error(`The change did not arrive within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
