import type { CatalogueSeed } from "@etalage/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, smallCatalogue, type TestDatabase } from "../testing";
import { countProducts, isCatalogueEmpty } from "./count-products";
import { importCatalogue } from "./import-catalogue";
import { readCatalogue } from "./read-catalogue";

const byPosition = <T extends { position: number }>(list: T[]) =>
  [...list].sort((a, b) => a.position - b.position);

/** The catalogue as the database gives it back: attribute options and images by position. */
function inPositionOrder(seed: CatalogueSeed) {
  const { content: _files, ...stored } = seed;
  return {
    ...stored,
    attributes: stored.attributes.map((a) => ({ ...a, options: byPosition(a.options) })),
    products: stored.products.map((p) => ({ ...p, images: byPosition(p.images) })),
  };
}

describe("importCatalogue and readCatalogue", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  it("give back exactly the catalogue that was imported, with every product type", async () => {
    await importCatalogue(database.db, smallCatalogue);
    expect(await readCatalogue(database.db)).toStrictEqual(inPositionOrder(smallCatalogue));
  });

  it("count the products and know when the catalogue is empty", async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    expect(await countProducts(database.db)).toBe(0);
    await importCatalogue(database.db, smallCatalogue);
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect(await countProducts(database.db)).toBe(smallCatalogue.products.length);
  });

  it("refuses to import over an existing catalogue", async () => {
    await importCatalogue(database.db, smallCatalogue);
    await expect(importCatalogue(database.db, smallCatalogue)).rejects.toThrow(
      "The database already holds a catalogue",
    );
    expect(await countProducts(database.db)).toBe(smallCatalogue.products.length);
  });

  it("writes nothing at all when one product refers to an unknown sku", async () => {
    const broken = structuredClone(smallCatalogue);
    broken.products.at(-1)!.relatedSkus = ["BESTAAT-NIET"];
    await expect(importCatalogue(database.db, broken)).rejects.toThrow(
      'Related products of PATTERN-1 refers to sku "BESTAAT-NIET"',
    );
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    expect(await database.db.selectFrom("tax_classes").selectAll().execute()).toEqual([]);
  });

  it("numbers new reviews after the imported ones", async () => {
    await importCatalogue(database.db, smallCatalogue);
    const { id } = await database.db
      .insertInto("reviews")
      .values({
        product_id: 20,
        store_code: "nl",
        customer_id: null,
        nickname: "Sanne",
        title: "Top",
        detail: "Echt top",
        rating: 5,
        status: 2,
        created_at: "2025-03-01T09:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBe(5);
  });
});
