export {
  type CatalogueChangeRow,
  latestCatalogueChangeId,
  oldestCatalogueChangeId,
  pruneCatalogueChanges,
  readCatalogueChanges,
} from "./read-catalogue-changes";
export { type CatalogueChange, recordCatalogueChange } from "./record-catalogue-change";
