import type { MemorySearchEngineOptions } from "../memory-search-engine";

/**
 * The catalogue's search mapping, kept out of the engine core: what an ES index template would
 * say. Matching `name` also searches the colour names (so "rode jurk" finds a dress whose colour
 * is Rood) and, faintly, the description; the fields every listing and search touches are
 * indexed as soon as the catalogue is loaded.
 */
export const CATALOGUE_SEARCH_SETTINGS: Required<Omit<MemorySearchEngineOptions, "analyzers">> = {
  copyFields: {
    product: {
      name: [
        { field: "color_labels", boost: 0.5 },
        { field: "description", boost: 0.1 },
      ],
    },
  },
  prebuiltFields: {
    product: {
      keyword: [
        "id",
        "sku",
        "url_key",
        "url_path",
        "visibility",
        "status",
        "category_ids",
        "color_options",
        "size_options",
        "erin_recommends",
        "final_price_incl_tax",
        "updated_at",
        "configurable_children.sku",
      ],
      text: ["name", "sku", "category.name"],
      // The storefront's text query matches variant SKUs as phrases, never with typos.
      phrase: ["configurable_children.sku"],
      sort: ["updated_at", "final_price_incl_tax"],
    },
    category: {
      keyword: ["id", "parent_id", "is_active", "level", "url_key", "url_path"],
      sort: ["position"],
    },
  },
};
