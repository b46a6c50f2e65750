import { numbered } from "../../shared/format";
import { bilingual } from "../../shared/language";

export const productTexts = bilingual(
  {
    listTitle: "Producten",
    newProduct: "Nieuw product",
    search: "Zoeken",
    searchHint: "Sku of naam",
    category: "Categorie",
    status: "Status",
    type: "Soort",
    stock: "Voorraad",
    any: "Alle",
    clear: "Filters wissen",
    none: "Geen producten gevonden.",
    listCaption: "Producten, op sku",
    sku: "Sku",
    name: "Naam",
    price: "Prijs (excl. btw)",
    qty: "Voorraad",
    statuses: { enabled: "Aan", disabled: "Uit" },
    types: {
      simple: "Enkel",
      configurable: "Met varianten",
      bundle: "Bundel",
    } as Record<string, string>,
    stockFilters: { low: "Bijna op (1 tot 5)", out: "Op" },
    choose: (sku: string) => `Kies ${sku}`,
    chooseAll: "Kies alle producten op deze pagina",
    chosen: (count: number) => `${numbered(count, "product", "producten")} gekozen`,
    bulkAction: "Met de gekozen producten",
    bulkActions: {
      enable: "Aanzetten",
      disable: "Uitzetten",
      category: "Naar één categorie verplaatsen",
      price: "Prijs wijzigen met een percentage",
    },
    percent: "Percentage",
    percentHint: "−20 is 20% lager, 10 is 10% hoger",
    percentBad: "Geef een percentage van −90 tot 100, niet 0.",
    categoryNeeded: "Kies een categorie.",
    apply: "Uitvoeren…",
    confirmTitle: (count: number) => `${numbered(count, "product", "producten")} wijzigen?`,
    confirmStatus: (count: number, enable: boolean) =>
      `${numbered(count, "product komt", "producten komen")} ${
        enable ? "in de winkel te staan" : "uit de winkel"
      }.`,
    confirmCategory: (count: number, category: string) =>
      `${numbered(count, "product staat", "producten staan")} daarna alleen in ${category}.`,
    confirmPrice: (percent: string) =>
      `Elke prijs, ook die van de varianten, gaat ${percent.startsWith("-") ? "omlaag" : "omhoog"} met ${percent.replace("-", "")}%.`,
    priceExample: (sku: string, from: string, to: string) => `${sku}: ${from} wordt ${to}`,
    done: (changed: number, unchanged: number) =>
      `${changed} gewijzigd${unchanged ? `, ${unchanged} waren al zo` : ""}.`,
    onSale: "in de uitverkoop",
  },
  {
    listTitle: "Products",
    newProduct: "New product",
    search: "Search",
    searchHint: "Sku or name",
    category: "Category",
    status: "Status",
    type: "Type",
    stock: "Stock",
    any: "All",
    clear: "Clear filters",
    none: "No products found.",
    listCaption: "Products, by sku",
    sku: "Sku",
    name: "Name",
    price: "Price (excl. VAT)",
    qty: "Stock",
    statuses: { enabled: "On", disabled: "Off" },
    types: { simple: "Simple", configurable: "With variants", bundle: "Bundle" },
    stockFilters: { low: "Running low (1 to 5)", out: "Sold out" },
    choose: (sku) => `Choose ${sku}`,
    chooseAll: "Choose every product on this page",
    chosen: (count) => `${numbered(count, "product", "products")} chosen`,
    bulkAction: "With the chosen products",
    bulkActions: {
      enable: "Switch on",
      disable: "Switch off",
      category: "Move to one category",
      price: "Change the price by a percentage",
    },
    percent: "Percentage",
    percentHint: "−20 is 20% lower, 10 is 10% higher",
    percentBad: "Give a percentage from −90 to 100, not 0.",
    categoryNeeded: "Choose a category.",
    apply: "Apply…",
    confirmTitle: (count) => `Change ${numbered(count, "product", "products")}?`,
    confirmStatus: (count, enable) =>
      `${numbered(count, "product", "products")} ${
        enable ? "will be on sale in the shop" : "will leave the shop"
      }.`,
    confirmCategory: (count, category) =>
      `${numbered(count, "product", "products")} will then be in ${category} only.`,
    confirmPrice: (percent) =>
      `Every price, the variants' too, goes ${percent.startsWith("-") ? "down" : "up"} by ${percent.replace("-", "")}%.`,
    priceExample: (sku, from, to) => `${sku}: ${from} becomes ${to}`,
    done: (changed, unchanged) =>
      `${changed} changed${unchanged ? `, ${unchanged} already were` : ""}.`,
    onSale: "on sale",
  },
);
