import { numbered } from "../../shared/format";
import { bilingual } from "../../shared/language";

export const stockTexts = bilingual(
  {
    title: "Voorraad",
    intro:
      "Scan of typ per regel een sku en het aantal stuks dat binnenkwam; een scanner typt de sku met Enter erachter. Boek daarna de hele levering in één keer.",
    entryTitle: "Regel toevoegen",
    sku: "Sku",
    skuHint: "Scannen of typen, Enter voegt de regel toe.",
    qty: "Stuks",
    add: "Toevoegen",
    linesCaption: "De levering",
    product: "Product",
    inStock: "Nu op voorraad",
    delivered: "Geleverd",
    after: "Daarna",
    remove: "Weghalen",
    removeOf: (sku: string) => `${sku} weghalen`,
    qtyOf: (sku: string) => `Geleverde stuks van ${sku}`,
    looking: "Opzoeken…",
    unknown: "Onbekende sku: geen product met deze sku.",
    configurable: "Een configurable heeft geen eigen voorraad: scan de variant.",
    noLines: "Nog geen regels. Scan de eerste sku.",
    summary: (products: number, n: number) =>
      `${numbered(products, "product", "producten")}, ${numbered(n, "stuk", "stuks")}`,
    book: "Levering boeken",
    confirmTitle: "Deze levering boeken?",
    confirmBody: (products: number, n: number) =>
      `${numbered(n, "stuk", "stuks")} van ${numbered(products, "product", "producten")} komen bij de voorraad:`,
    lineChange: (sku: string, from: number, to: number) => `${sku}: ${from} → ${to}`,
    booked: (products: number, n: number, now: string) =>
      `Levering geboekt: ${numbered(n, "stuk", "stuks")} van ${numbered(products, "product", "producten")}. Nu op voorraad: ${now}.`,
    alerted: (count: number) =>
      count === 1
        ? "1 klant krijgt bericht dat het weer op voorraad is."
        : `${count} klanten krijgen bericht dat het weer op voorraad is.`,
    fixFirst: "Haal eerst de regels weg die niet kloppen.",
  },
  {
    title: "Stock",
    intro:
      "Scan or type a sku and the pieces that came in, one line each; a scanner types the sku with Enter after it. Then book the whole delivery at once.",
    entryTitle: "Add a line",
    sku: "Sku",
    skuHint: "Scan or type; Enter adds the line.",
    qty: "Pieces",
    add: "Add",
    linesCaption: "The delivery",
    product: "Product",
    inStock: "In stock now",
    delivered: "Delivered",
    after: "After",
    remove: "Remove",
    removeOf: (sku) => `Remove ${sku}`,
    qtyOf: (sku) => `Pieces of ${sku} delivered`,
    looking: "Looking up…",
    unknown: "Unknown sku: no product has this sku.",
    configurable: "A configurable has no stock of its own: scan the variant.",
    noLines: "No lines yet. Scan the first sku.",
    summary: (products, n) =>
      `${numbered(products, "product", "products")}, ${numbered(n, "piece", "pieces")}`,
    book: "Book the delivery",
    confirmTitle: "Book this delivery?",
    confirmBody: (products, n) =>
      `${numbered(n, "piece", "pieces")} of ${numbered(products, "product", "products")} go into stock:`,
    lineChange: (sku, from, to) => `${sku}: ${from} → ${to}`,
    booked: (products, n, now) =>
      `Delivery booked: ${numbered(n, "piece", "pieces")} of ${numbered(products, "product", "products")}. In stock now: ${now}.`,
    alerted: (count) =>
      count === 1
        ? "1 customer hears it is back in stock."
        : `${count} customers hear it is back in stock.`,
    fixFirst: "First remove the lines that are not right.",
  },
);
