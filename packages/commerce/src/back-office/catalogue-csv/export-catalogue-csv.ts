import { type Kysely, readCatalogue, type Schema } from "@etalage/db";
import { stringify } from "csv-stringify/sync";
import { MAGENTO_COLUMNS } from "./magento-columns";
import { productRows } from "./product-rows";
import { shopCsvProducts } from "./shop-csv-products";

/**
 * `GET /api/admin/products.csv` and `npm run export`: every product in Magento 2's product CSV,
 * by sku, each with its English store view's row. What the import reads back unchanged.
 */
export async function exportCatalogueCsv(db: Kysely<Schema>): Promise<string> {
  const catalogue = await readCatalogue(db);
  const products = shopCsvProducts(catalogue);
  const labels = new Map(catalogue.attributes.map((a) => [a.code, a.label.nl]));
  const rows = [...products.values()]
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .flatMap((product) => productRows(product, products, labels));
  return stringify(rows, { header: true, columns: [...MAGENTO_COLUMNS], record_delimiter: "\n" });
}
