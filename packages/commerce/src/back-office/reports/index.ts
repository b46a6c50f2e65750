export { CSV_BOM } from "./csv";
export { type DashboardSettings, dashboard } from "./dashboard";
export { type ExportKind, recordExport } from "./export-audit";
export { newsletterExportLines } from "./newsletter-export";
export {
  type ExportLanguage,
  type OrderExportRange,
  orderExportLines,
  orderExportTimes,
} from "./order-export";
export { shopDayOf } from "./shop-days";
