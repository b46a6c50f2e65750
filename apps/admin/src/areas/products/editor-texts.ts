import type { Texts } from "../../shared/language";

export const editorTexts: Texts<{
  newTitle: string;
  editTitle: (sku: string) => string;
  back: string;
  readOnly: string;
  sku: string;
  type: string;
  types: { simple: string; configurable: string };
  dutch: string;
  english: string;
  name: string;
  description: string;
  shortDescription: string;
  urlKey: string;
  urlKeyHint: string;
  prices: string;
  price: string;
  priceHint: (incl: string) => string;
  specialPrice: string;
  specialFrom: string;
  specialTo: string;
  shop: string;
  status: string;
  statuses: { enabled: string; disabled: string };
  visibility: string;
  visibilities: Record<string, string>;
  newFrom: string;
  newTo: string;
  categories: string;
  related: string;
  relatedHint: string;
  qty: string;
  save: string;
  create: string;
  saved: string;
  required: string;
  badAmount: string;
  badQty: string;
  variants: string;
  colours: string;
  sizes: string;
  optionsHint: string;
  makeGrid: string;
  colour: string;
  size: string;
  variantSku: string;
  variantPrice: string;
  variantPriceHint: string;
  stock: string;
  noVariants: string;
  pictures: string;
  picturesAfterSave: string;
  dropHere: string;
  chooseFile: string;
  uploading: string;
  altNl: string;
  altEn: string;
  saveAlt: string;
  earlier: (n: number) => string;
  later: (n: number) => string;
  remove: (n: number) => string;
  removeTitle: string;
  removeBody: string;
  picture: (n: number) => string;
  noPictures: string;
  mainPicture: string;
  mainFirst: string;
  mainFirstAndDrag: string;
  moved: (from: number, to: number) => string;
}> = {
  nl: {
    newTitle: "Nieuw product",
    editTitle: (sku) => `Product ${sku}`,
    back: "Alle producten",
    readOnly: "Alleen de eigenaar wijzigt producten; u ziet dit product zonder te kunnen wijzigen.",
    sku: "Sku",
    type: "Soort",
    types: { simple: "Enkel product", configurable: "Met varianten (kleur × maat)" },
    dutch: "Nederlands",
    english: "Engels",
    name: "Naam",
    description: "Omschrijving",
    shortDescription: "Korte omschrijving",
    urlKey: "URL-sleutel",
    urlKeyHint: "Leeg: gemaakt uit de naam. Een oude URL blijft naar het product leiden.",
    prices: "Prijzen",
    price: "Prijs (excl. btw)",
    priceHint: (incl) => `${incl} incl. 21% btw`,
    specialPrice: "Actieprijs (excl. btw)",
    specialFrom: "Actie vanaf",
    specialTo: "Actie tot en met",
    shop: "In de winkel",
    status: "Status",
    statuses: { enabled: "Aan", disabled: "Uit" },
    visibility: "Zichtbaar",
    visibilities: {
      "1": "Niet los",
      "2": "In de catalogus",
      "3": "In zoeken",
      "4": "Catalogus en zoeken",
    },
    newFrom: "Nieuw vanaf",
    newTo: "Nieuw tot en met",
    categories: "Categorieën",
    related: "Gerelateerde producten",
    relatedHint: "Sku's, gescheiden door komma's",
    qty: "Voorraad",
    save: "Opslaan",
    create: "Product maken",
    saved: "Opgeslagen.",
    required: "Vul dit in.",
    badAmount: "Geef een bedrag, zoals 49.95.",
    badQty: "Geef een heel aantal, 0 of meer.",
    variants: "Varianten",
    colours: "Kleuren",
    sizes: "Maten",
    optionsHint: "Gescheiden door komma's, zoals Rood, Blauw",
    makeGrid: "Varianten maken",
    colour: "Kleur",
    size: "Maat",
    variantSku: "Sku",
    variantPrice: "Prijs",
    variantPriceHint: "Leeg: de prijs van het product",
    stock: "Voorraad",
    noVariants: "Nog geen varianten: vul kleuren en maten in en maak ze.",
    pictures: "Foto's",
    picturesAfterSave: "Foto's voegt u toe nadat het product is gemaakt.",
    dropHere: "Sleep foto's hierheen (JPEG, PNG, WebP of AVIF, tot 20 MB), of",
    chooseFile: "kies een bestand",
    uploading: "Bezig met uploaden…",
    altNl: "Alt-tekst (Nederlands)",
    altEn: "Alt-tekst (Engels)",
    saveAlt: "Alt-teksten opslaan",
    earlier: (n) => `Foto ${n} naar voren`,
    later: (n) => `Foto ${n} naar achteren`,
    remove: (n) => `Foto ${n} verwijderen`,
    removeTitle: "Foto verwijderen?",
    removeBody: "De foto verdwijnt van het product in de winkel.",
    picture: (n) => `Foto ${n}`,
    noPictures: "Nog geen foto's.",
    mainPicture: "Hoofdfoto",
    mainFirst: "De eerste foto is de hoofdfoto van het product in de winkel.",
    mainFirstAndDrag:
      "De eerste foto is de hoofdfoto van het product in de winkel. Sleep een foto naar een andere plek, of verplaats hem met ← en →.",
    moved: (from, to) => `Foto ${from} is nu foto ${to}${to === 1 ? ", de hoofdfoto." : "."}`,
  },
  en: {
    newTitle: "New product",
    editTitle: (sku) => `Product ${sku}`,
    back: "All products",
    readOnly: "Only the owner changes products; you see this product without changing it.",
    sku: "Sku",
    type: "Type",
    types: { simple: "Simple product", configurable: "With variants (colour × size)" },
    dutch: "Dutch",
    english: "English",
    name: "Name",
    description: "Description",
    shortDescription: "Short description",
    urlKey: "URL key",
    urlKeyHint: "Empty: made from the name. An old URL keeps leading to the product.",
    prices: "Prices",
    price: "Price (excl. VAT)",
    priceHint: (incl) => `${incl} incl. 21% VAT`,
    specialPrice: "Sale price (excl. VAT)",
    specialFrom: "Sale from",
    specialTo: "Sale up to and including",
    shop: "In the shop",
    status: "Status",
    statuses: { enabled: "On", disabled: "Off" },
    visibility: "Visible",
    visibilities: {
      "1": "Not alone",
      "2": "In the catalogue",
      "3": "In search",
      "4": "Catalogue and search",
    },
    newFrom: "New from",
    newTo: "New up to and including",
    categories: "Categories",
    related: "Related products",
    relatedHint: "Skus, separated by commas",
    qty: "Stock",
    save: "Save",
    create: "Create product",
    saved: "Saved.",
    required: "Fill this in.",
    badAmount: "Give an amount, as 49.95.",
    badQty: "Give a whole number, 0 or more.",
    variants: "Variants",
    colours: "Colours",
    sizes: "Sizes",
    optionsHint: "Separated by commas, as Red, Blue",
    makeGrid: "Make variants",
    colour: "Colour",
    size: "Size",
    variantSku: "Sku",
    variantPrice: "Price",
    variantPriceHint: "Empty: the product's price",
    stock: "Stock",
    noVariants: "No variants yet: fill in colours and sizes and make them.",
    pictures: "Pictures",
    picturesAfterSave: "You add pictures once the product is made.",
    dropHere: "Drop pictures here (JPEG, PNG, WebP or AVIF, up to 20 MB), or",
    chooseFile: "choose a file",
    uploading: "Uploading…",
    altNl: "Alt text (Dutch)",
    altEn: "Alt text (English)",
    saveAlt: "Save alt texts",
    earlier: (n) => `Move picture ${n} earlier`,
    later: (n) => `Move picture ${n} later`,
    remove: (n) => `Delete picture ${n}`,
    removeTitle: "Delete the picture?",
    removeBody: "The picture leaves the product in the shop.",
    picture: (n) => `Picture ${n}`,
    noPictures: "No pictures yet.",
    mainPicture: "Main picture",
    mainFirst: "The first picture is the product's main picture in the shop.",
    mainFirstAndDrag:
      "The first picture is the product's main picture in the shop. Drag a picture to another place, or move it with ← and →.",
    moved: (from, to) =>
      `Picture ${from} is now picture ${to}${to === 1 ? ", the main picture." : "."}`,
  },
};
