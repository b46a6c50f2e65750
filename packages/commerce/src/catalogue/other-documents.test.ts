import { NOW, smallCatalogue } from "@etalage/db/testing";
import { describe, expect, it } from "vitest";
import { buildCatalogueDocuments } from "./build-catalogue-documents";

const nl = buildCatalogueDocuments(smallCatalogue, "nl", { now: NOW });
const en = buildCatalogueDocuments(smallCatalogue, "en", { now: NOW });

describe("attribute, tax rule, review and CMS documents", () => {
  it("label attributes and their options in the store language, values as strings", () => {
    const colour = en.attribute.find((a) => a.attribute_code === "color")!;
    expect(colour).toMatchObject({
      attribute_id: 93,
      frontend_label: "Colour",
      is_filterable: true,
    });
    expect(colour.options).toEqual([
      { label: "Blue", value: "51", swatch: "#2e86c1" },
      { label: "Red", value: "50", swatch: "#c0392b" },
      { label: "Green", value: "52", swatch: "#27ae60" },
    ]);
  });

  it("give tax rules with their rates", () => {
    expect(nl.taxrule).toEqual([
      {
        id: 1,
        code: "BTW hoog",
        priority: 0,
        product_tax_class_ids: [2],
        customer_tax_class_ids: [3],
        tax_rate_ids: [2, 1],
        rates: [
          {
            id: 2,
            code: "PL 23%",
            rate: 23,
            tax_country_id: "PL",
            tax_region_id: 0,
            region_name: "*",
            tax_postcode: "*",
          },
          {
            id: 1,
            code: "NL 21%",
            rate: 21,
            tax_country_id: "NL",
            tax_region_id: 0,
            region_name: "*",
            tax_postcode: "*",
          },
        ],
      },
    ]);
  });

  it("hold the approved reviews of that store only", () => {
    expect(nl.review.map((r) => [r.id, r.product_id, r.review_status])).toEqual([
      [1, 20, 1],
      [2, 20, 1],
    ]);
    expect(en.review.map((r) => r.id)).toEqual([4]);
  });

  it("give CMS pages and blocks in the store language with store id 1 nl and 2 en", () => {
    expect(nl.cms_page[0]).toMatchObject({
      identifier: "over-ons",
      title: "Over ons",
      store_id: 1,
    });
    expect(en.cms_page[0]).toMatchObject({
      title: "About us",
      meta_description: "About Etalage",
      store_id: 2,
    });
    expect(en.cms_block[0]).toMatchObject({
      identifier: "footer-links",
      content: "<a>en</a>",
      store_id: 2,
    });
    expect(en.cms_hierarchy).toEqual([
      { id: 1, identifier: "over-ons", title: "About us", parent_id: null },
    ]);
  });

  it("tax by the configured default country, falling back to no tax for a country without a rate", () => {
    const german = buildCatalogueDocuments(smallCatalogue, "nl", {
      now: NOW,
      defaultCountry: "DE",
    });
    const belt = german.product.find((p) => p.sku === "BELT-1")!;
    expect(belt).toMatchObject({ price: 20, price_incl_tax: 20, price_tax: 0 });
  });
});
