import type { ProductDocument, StoreCode, TaxRuleDocument } from "@etalage/contracts";
import { STORE_VIEWS } from "@etalage/contracts";
import type { SearchEngine } from "@etalage/search";

/**
 * Where the cart reads products and tax rules: the catalogue's search documents of a store view,
 * so the cart charges exactly the prices (incl. VAT, special prices) the shopper was shown.
 */
export interface CartCatalogue {
  product(store: StoreCode, sku: string): ProductDocument | undefined;
  /** The configurable product that has this sku among its children. */
  configurableParentOf(store: StoreCode, childSku: string): ProductDocument | undefined;
  taxRules(store: StoreCode): readonly TaxRuleDocument[];
}

const MAX_TAX_RULES = 1000;

export function searchCartCatalogue(engine: SearchEngine): CartCatalogue {
  const first = (store: StoreCode, field: string, value: string) => {
    const query = { query: { term: { [field]: value } } };
    const found = engine.search(STORE_VIEWS[store].index, "product", query, { size: 1 });
    return found.hits.hits[0]?._source as ProductDocument | undefined;
  };
  return {
    product: (store, sku) => first(store, "sku", sku),
    configurableParentOf: (store, childSku) => {
      const parent = first(store, "configurable_children.sku", childSku);
      return parent?.type_id === "configurable" ? parent : undefined;
    },
    taxRules: (store) =>
      engine
        .search(STORE_VIEWS[store].index, "taxrule", {}, { size: MAX_TAX_RULES })
        .hits.hits.map((hit) => hit._source as TaxRuleDocument),
  };
}
