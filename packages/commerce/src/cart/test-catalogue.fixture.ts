import { STORE_CODES, STORE_VIEWS } from "@etalage/contracts";
import { NOW, smallCatalogue } from "@etalage/db/testing";
import { createMemorySearchEngine } from "@etalage/search";
import { buildCatalogueDocuments } from "../catalogue";
import { type CartCatalogue, searchCartCatalogue } from "./cart-catalogue";

/** The small test catalogue in a real in-memory search engine, as the cart reads it. */
export function testCartCatalogue(): CartCatalogue {
  const engine = createMemorySearchEngine({ analyzers: { catalog_nl: "nl", catalog_en: "en" } });
  for (const store of STORE_CODES) {
    const documents = buildCatalogueDocuments(smallCatalogue, store, { now: NOW });
    engine.replaceAll(STORE_VIEWS[store].index, "product", documents.product);
    engine.replaceAll(STORE_VIEWS[store].index, "taxrule", documents.taxrule);
  }
  return searchCartCatalogue(engine);
}
