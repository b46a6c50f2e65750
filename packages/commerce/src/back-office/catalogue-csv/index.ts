export { exportCatalogueCsv } from "./export-catalogue-csv";
export {
  type CatalogueImportOptions,
  type CatalogueImportReport,
  importCatalogueCsv,
} from "./import-catalogue-csv";
export { MAGENTO_COLUMNS } from "./magento-columns";
export type { CsvProblem } from "./read-products";
