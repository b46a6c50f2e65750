import type { CatalogueSeed, Localized } from "@etalage/contracts";
import { smallCatalogueProducts } from "./small-catalogue-products.fixture";

/**
 * A hand-built catalogue for the document tests: one of each product type, a configurable with
 * an enabled, a discounted, an expired-discount and a disabled child, and a small category tree.
 * Judged at NOW.
 */
export const NOW = new Date("2025-06-15T12:00:00Z");

const both = (nl: string, en: string): Localized => ({ nl, en });

export const smallCatalogue: Omit<CatalogueSeed, "content"> = {
  categories: [
    {
      id: 2,
      parentId: 1,
      name: both("Standaard", "Default"),
      urlKey: both("standaard", "default"),
      position: 0,
      isActive: true,
      includeInMenu: true,
    },
    {
      id: 3,
      parentId: 2,
      name: both("Jurken", "Dresses"),
      urlKey: both("jurken", "dresses"),
      position: 2,
      isActive: true,
      includeInMenu: true,
    },
    {
      id: 4,
      parentId: 2,
      name: both("Tassen", "Bags"),
      urlKey: both("tassen", "bags"),
      position: 1,
      isActive: true,
      includeInMenu: true,
    },
    {
      id: 5,
      parentId: 3,
      name: both("Midi jurken", "Midi dresses"),
      urlKey: both("midi-jurken", "midi-dresses"),
      position: 1,
      isActive: true,
      includeInMenu: false,
    },
    {
      id: 6,
      parentId: 2,
      name: both("Cadeaus", "Gifts"),
      urlKey: both("cadeaus", "gifts"),
      position: 3,
      isActive: true,
      includeInMenu: true,
    },
  ],
  attributes: [
    {
      id: 93,
      code: "color",
      label: both("Kleur", "Colour"),
      frontendInput: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: true,
      isFilterable: true,
      position: 1,
      options: [
        { value: 50, label: both("Rood", "Red"), swatch: "#c0392b", position: 2 },
        { value: 51, label: both("Blauw", "Blue"), swatch: "#2e86c1", position: 1 },
        { value: 52, label: both("Groen", "Green"), swatch: "#27ae60", position: 3 },
      ],
    },
    {
      id: 144,
      code: "size",
      label: both("Maat", "Size"),
      frontendInput: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: true,
      isFilterable: true,
      position: 2,
      options: [
        { value: 60, label: both("S", "S"), position: 1 },
        { value: 61, label: both("M", "M"), position: 2 },
        { value: 62, label: both("L", "L"), position: 3 },
      ],
    },
  ],
  products: smallCatalogueProducts,
  taxClasses: [
    { id: 2, name: "Taxable Goods", type: "PRODUCT" },
    { id: 3, name: "Retail Customer", type: "CUSTOMER" },
  ],
  taxRules: [
    {
      id: 1,
      code: "BTW hoog",
      priority: 0,
      productTaxClassIds: [2],
      customerTaxClassIds: [3],
      rates: [
        {
          id: 2,
          code: "PL 23%",
          rate: 23,
          countryId: "PL",
          regionId: 0,
          regionName: "*",
          postcode: "*",
        },
        {
          id: 1,
          code: "NL 21%",
          rate: 21,
          countryId: "NL",
          regionId: 0,
          regionName: "*",
          postcode: "*",
        },
      ],
    },
  ],
  customerGroups: [
    { id: 0, code: "NOT LOGGED IN", taxClassId: 3 },
    { id: 1, code: "General", taxClassId: 3 },
  ],
  cmsPages: [
    {
      id: 1,
      identifier: "over-ons",
      title: both("Over ons", "About us"),
      content: both("<p>Wij</p>", "<p>We</p>"),
      metaDescription: both("Over Etalage", "About Etalage"),
      isActive: true,
    },
  ],
  cmsBlocks: [
    {
      id: 4,
      identifier: "footer-links",
      title: both("Voettekst", "Footer"),
      content: both("<a>nl</a>", "<a>en</a>"),
      isActive: true,
    },
  ],
  reviews: [
    {
      id: 1,
      productSku: "BAG-1",
      storeCode: "nl",
      nickname: "Anna",
      title: "Mooi",
      detail: "Prachtig leer",
      rating: 4,
      status: 1,
      createdAt: "2025-05-01T10:00:00Z",
    },
    {
      id: 2,
      productSku: "BAG-1",
      storeCode: "nl",
      nickname: "Eva",
      title: "Top",
      detail: "Heel fijn",
      rating: 5,
      status: 1,
      createdAt: "2025-05-02T10:00:00Z",
    },
    {
      id: 3,
      productSku: "BAG-1",
      storeCode: "nl",
      nickname: "Kim",
      title: "Matig",
      detail: "Nog niet bekeken",
      rating: 1,
      status: 2,
      createdAt: "2025-05-03T10:00:00Z",
    },
    {
      id: 4,
      productSku: "BAG-1",
      storeCode: "en",
      nickname: "Jo",
      title: "Fine",
      detail: "Good bag",
      rating: 3,
      status: 1,
      createdAt: "2025-05-04T10:00:00Z",
    },
  ],
  coupons: [],
};
