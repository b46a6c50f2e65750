import type { Localized, SeedProduct } from "@etalage/contracts";

const both = (nl: string, en: string): Localized => ({ nl, en });

function product(fields: Partial<SeedProduct> & Pick<SeedProduct, "id" | "sku">): SeedProduct {
  return {
    typeId: "simple",
    name: both(fields.sku, fields.sku),
    description: both("<p>Beschrijving</p>", "<p>Description</p>"),
    shortDescription: both("Kort", "Short"),
    urlKey: both(fields.sku.toLowerCase(), fields.sku.toLowerCase()),
    status: 1,
    visibility: 4,
    price: 10,
    specialPrice: null,
    specialFromDate: null,
    specialToDate: null,
    taxClassId: 2,
    categoryIds: [],
    attributes: {},
    qty: 10,
    isInStock: true,
    manageStock: true,
    newsFromDate: null,
    newsToDate: null,
    createdAt: "2025-01-01T00:00:00Z",
    updatedAt: "2025-01-02T00:00:00Z",
    weight: 1,
    images: [],
    parentId: null,
    configurableAttributes: [],
    bundleOptions: [],
    groupedLinks: [],
    customOptions: [],
    downloadLinks: [],
    relatedSkus: [],
    ...fields,
  };
}

function child(id: number, colour: number, size: number, fields: Partial<SeedProduct>) {
  return product({
    id,
    sku: `SS-1001-${id}`,
    urlKey: both(`linnen-midi-jurk-${id}`, `linen-midi-dress-${id}`),
    visibility: 1,
    parentId: 10,
    attributes: { color: colour, size },
    ...fields,
  });
}

const image = (path: string, position: number) => ({
  path,
  position,
  label: both("Foto", "Photo"),
});

/**
 * The products of the small test catalogue: one of each type, and a configurable (SS-1001) with
 * an enabled child, a discounted one, a disabled one and one whose discount has expired.
 */
export const smallCatalogueProducts: SeedProduct[] = [
  product({
    id: 10,
    sku: "SS-1001",
    typeId: "configurable",
    name: both("Linnen midi-jurk", "Linen midi dress"),
    urlKey: both("linnen-midi-jurk", "linen-midi-dress"),
    price: 80,
    categoryIds: [3, 5],
    configurableAttributes: ["color", "size"],
    images: [image("catalog/jurken/ss-1001-2.svg", 2), image("catalog/jurken/ss-1001-1.svg", 1)],
  }),
  product({
    id: 20,
    sku: "BAG-1",
    name: both("Leren tas", "Leather bag"),
    urlKey: both("leren-tas", "leather-bag"),
    price: 100,
    specialPrice: 80,
    specialFromDate: "2025-06-01",
    specialToDate: "2025-06-30",
    newsFromDate: "2025-06-01T00:00:00Z",
    newsToDate: null,
    categoryIds: [4],
    attributes: { color: 50, erin_recommends: 1 },
    images: [image("catalog/tassen/bag-1.svg", 1)],
  }),
  product({
    id: 21,
    sku: "BELT-1",
    price: 20,
    specialPrice: 15,
    specialFromDate: "2025-07-01",
    categoryIds: [4],
  }),
  product({ id: 22, sku: "SCARF-1", price: 30, status: 2, categoryIds: [4] }),
  product({
    id: 30,
    sku: "GIFT-SET",
    typeId: "bundle",
    price: 0,
    categoryIds: [6],
    bundleOptions: [
      {
        optionId: 1,
        title: both("Kies je cadeau", "Pick your gift"),
        type: "radio",
        required: true,
        position: 1,
        selections: [
          { sku: "BELT-1", qty: 1, isDefault: true, position: 1 },
          { sku: "BAG-1", qty: 1, isDefault: false, position: 2 },
          { sku: "GONE-1", qty: 1, isDefault: false, position: 3 },
        ],
      },
    ],
  }),
  product({
    id: 31,
    sku: "LOOK-1",
    typeId: "grouped",
    categoryIds: [6],
    groupedLinks: [
      { sku: "BELT-1", qty: 2, position: 1 },
      { sku: "SCARF-1", qty: 1, position: 2 },
    ],
    relatedSkus: ["BAG-1", "GONE-1"],
  }),
  product({
    id: 32,
    sku: "STYLING",
    typeId: "virtual",
    price: 50,
    categoryIds: [6],
    customOptions: [
      {
        optionId: 7,
        title: both("Moment", "Moment"),
        type: "drop_down",
        required: true,
        values: [{ id: 71, title: both("Avond", "Evening"), price: 10 }],
      },
      {
        optionId: 8,
        title: both("Naam", "Name"),
        type: "field",
        required: false,
        maxCharacters: 20,
        values: [],
      },
    ],
  }),
  product({
    id: 33,
    sku: "PATTERN-1",
    typeId: "downloadable",
    price: 5,
    categoryIds: [6],
    downloadLinks: [{ title: both("Patroon (pdf)", "Pattern (pdf)"), file: "pattern-1.pdf" }],
  }),
  child(11, 50, 60, { price: 80 }),
  child(12, 51, 61, { price: 80, specialPrice: 60, specialToDate: "2025-06-15" }),
  child(13, 52, 62, { price: 40, status: 2 }),
  child(14, 50, 61, {
    price: 70,
    specialPrice: 30,
    specialToDate: "2025-06-14",
    qty: 0,
    isInStock: false,
  }),
];
