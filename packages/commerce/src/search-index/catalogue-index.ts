import type { EntityType, StoreCode } from "@etalage/contracts";
import { ENTITY_TYPES, STORE_VIEWS } from "@etalage/contracts";
import { type EtalageDatabase, readCatalogue, readStockOfProducts } from "@etalage/db";
import type { SearchEngine } from "@etalage/search";
import {
  buildCatalogueDocuments,
  buildChangedProductDocuments,
  type CatalogueBuildOptions,
  type CatalogueProduct,
  SharedParts,
  type StoreViewDocuments,
} from "../catalogue";
import { refreshReviewIndex } from "../reviews/review-index";
import { STOCK_PATHS, type StockLevel, stockPatcher } from "./stock-patch";

/** The search index of every store view, rebuilt from the database (the one source of truth). */
export interface CatalogueIndex {
  engine: SearchEngine;
  /** Reads the whole catalogue and replaces every index; start-up and bulk changes use it. */
  rebuild(): Promise<{ products: number; milliseconds: number }>;
  /** Brings the stock of these products (and of the configurables they belong to) up to date. */
  stockChanged(productIds: number[]): Promise<void>;
  /**
   * Brings these products (with their configurables and variants) and the categories' product
   * counts up to date after the back office changed them: one read, no whole rebuild.
   */
  productsChanged(productIds: number[]): Promise<void>;
  /** Re-reads the approved reviews after a shop owner approved or rejected some. */
  reviewsChanged(): Promise<void>;
  productCount(): number;
  /** Goes up with every change of the indexed catalogue: pages rendered before it are stale. */
  revision(): number;
}

const ID_FIELD: Record<EntityType, string> = {
  product: "id",
  category: "id",
  attribute: "attribute_id",
  taxrule: "id",
  review: "id",
  cms_page: "id",
  cms_block: "id",
  cms_hierarchy: "id",
};

const STORES = Object.keys(STORE_VIEWS) as StoreCode[];

interface BuiltStoreViews {
  documents: Map<StoreCode, StoreViewDocuments>;
  products: number;
}

/**
 * Reads the catalogue and builds the documents of every store view, sharing equal parts
 * between them. Only the documents leave: the catalogue as read (larger than all documents
 * together) can be collected before the search indexes are built.
 */
async function buildStoreViews(
  database: EtalageDatabase,
  options: CatalogueBuildOptions,
): Promise<BuiltStoreViews> {
  const catalogue = await readCatalogue(database.db);
  const shared = new SharedParts();
  const documents = new Map<StoreCode, StoreViewDocuments>();
  for (const store of STORES) {
    documents.set(store, buildCatalogueDocuments(catalogue, store, { ...options, shared }));
  }
  return { documents, products: catalogue.products.length };
}

export function createCatalogueIndex(
  database: EtalageDatabase,
  engine: SearchEngine,
  options: { now?: () => Date; defaultCountry?: string } = {},
): CatalogueIndex {
  const now = options.now ?? (() => new Date());
  let products = 0;
  let revision = 0;

  const applyStock = async (productIds: number[]) => {
    const records = await readStockOfProducts(database.db, productIds);
    if (records.length === 0) return;
    const levels = new Map<string, StockLevel>(records.map((r) => [r.sku, r]));
    const skus = [...levels.keys()];
    const query = {
      query: {
        bool: {
          should: [{ terms: { sku: skus } }, { terms: { "configurable_children.sku": skus } }],
        },
      },
    };
    for (const store of STORES) {
      const index = STORE_VIEWS[store].index;
      const hits = engine.search(index, "product", query, { size: 5000 }).hits.hits;
      const patch = stockPatcher(levels);
      const changed: CatalogueProduct[] = [];
      for (const hit of hits) {
        const held = hit._source as CatalogueProduct;
        const patched = patch(held);
        if (patched !== held) changed.push(patched);
      }
      engine.replaceValues(index, "product", changed, STOCK_PATHS);
    }
    revision++;
  };
  const stockRounds = stockChangeRounds(applyStock);

  return {
    engine,
    async rebuild() {
      const started = performance.now();
      const built = await buildStoreViews(database, {
        now: now(),
        defaultCountry: options.defaultCountry,
      });
      for (const [store, documents] of built.documents) {
        const index = STORE_VIEWS[store].index;
        for (const type of ENTITY_TYPES) {
          engine.replaceAll(index, type, documents[type], { idField: ID_FIELD[type] });
        }
        // The engine keeps its own list of the documents; this one can go.
        built.documents.delete(store);
      }
      products = built.products;
      revision++;
      return { products, milliseconds: Math.round(performance.now() - started) };
    },

    stockChanged: (productIds) => stockRounds.add(productIds),

    async productsChanged(productIds) {
      const catalogue = await readCatalogue(database.db);
      const shared = new SharedParts();
      const buildOptions = { now: now(), defaultCountry: options.defaultCountry, shared };
      for (const store of STORES) {
        const index = STORE_VIEWS[store].index;
        const built = buildChangedProductDocuments(catalogue, store, buildOptions, productIds);
        engine.upsert(index, "product", built.product);
        engine.replaceAll(index, "category", built.category, { idField: ID_FIELD.category });
      }
      products = catalogue.products.length;
      revision++;
    },

    async reviewsChanged() {
      await refreshReviewIndex(database.db, engine);
      revision++;
    },

    productCount: () => products,
    revision: () => revision,
  };
}

/**
 * Stock changes applied in rounds: the changes that come in while a round runs (orders placed
 * at the same moment) go together into the next one, with one read of the database and one
 * update of the index. Each caller's promise settles once a round holding its products is done.
 */
function stockChangeRounds(apply: (productIds: number[]) => Promise<void>) {
  let waiting = new Set<number>();
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const round = () => {
    const ids = [...waiting];
    waiting = new Set();
    running = apply(ids).finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    add(productIds: number[]): Promise<void> {
      for (const id of productIds) waiting.add(id);
      if (next) return next;
      if (!running) return round();
      const after = () => {
        next = undefined;
        return round();
      };
      next = running.then(after, after);
      return next;
    },
  };
}
