import { setImmediate as nextTurn } from "node:timers/promises";
import { type Kysely, readCatalogue, type Schema } from "@etalage/db";
import { stringify } from "csv-stringify/sync";
import { MAGENTO_COLUMNS } from "./magento-columns";
import { productRows } from "./product-rows";
import { shopCsvProducts } from "./shop-csv-products";

/**
 * Products written between two turns of the event loop: the whole demo catalogue takes most of a
 * second to write, which the shop's other requests would otherwise wait for.
 */
const PRODUCTS_A_TURN = 100;

/**
 * `GET /api/admin/products.csv` and `npm run export`: every product in Magento 2's product CSV,
 * by sku, each with its English store view's row. What the import reads back unchanged.
 */
export async function exportCatalogueCsv(db: Kysely<Schema>): Promise<string> {
  const catalogue = await readCatalogue(db);
  await nextTurn();
  const products = shopCsvProducts(catalogue);
  const labels = new Map(catalogue.attributes.map((a) => [a.code, a.label.nl]));
  const bySku = [...products.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  const layout = { columns: [...MAGENTO_COLUMNS], record_delimiter: "\n" };
  const parts = [stringify([], { ...layout, header: true })];
  for (let start = 0; start < bySku.length; start += PRODUCTS_A_TURN) {
    await nextTurn();
    const rows = bySku
      .slice(start, start + PRODUCTS_A_TURN)
      .flatMap((product) => productRows(product, products, labels));
    parts.push(stringify(rows, layout));
  }
  return parts.join("");
}
