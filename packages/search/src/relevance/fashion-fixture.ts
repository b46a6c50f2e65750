import type { StoreCode } from "@etalage/contracts";

/**
 * A small hand-made catalogue of a Dutch fashion shop, in both store views, for the relevance
 * and behaviour tests: sku | Dutch name | English name | category | colours | price.
 */
const PRODUCTS = `
SS-1001|Linnen midi-jurk|Linen midi dress|dresses|rood,wit|89.95
SS-1002|Zomerjurk met bloemenprint|Floral print summer dress|dresses|geel,blauw|69.95
SS-1003|Zwarte avondjurk|Black evening dress|dresses|zwart|129.95
SS-1004|Wikkeljurk van viscose|Viscose wrap dress|dresses|groen,rood|79.95
SS-1005|Maxi-jurk met ruches|Ruffled maxi dress|dresses|roze|99.95
SS-1006|Gebreide jurk|Knitted dress|dresses|grijs,beige|89.95
SS-1007|Blousejurk met strikceintuur|Shirt dress with tie belt|dresses|blauw,wit|74.95
SS-1008|Rode satijnen jurk|Red satin dress|dresses|rood|119.95
SS-1009|Jurkje met pofmouwen|Puff sleeve mini dress|dresses|wit|59.95
SS-1010|Zomerse strandjurk|Summery beach dress|dresses|blauw|49.95
SS-1011|Denim jurk|Denim dress|dresses|donkerblauw|84.95
BG-2001|Leren schoudertas|Leather shoulder bag|bags|bruin,zwart|149.00
BG-2002|Leren shopper|Leather tote bag|bags|zwart,beige|169.00
BG-2003|Canvas strandtas|Canvas beach bag|bags|beige,blauw|39.95
BG-2004|Suède crossbody tas|Suede crossbody bag|bags|bruin|89.95
BG-2005|Kleine leren handtas|Small leather handbag|bags|rood|119.00
BG-2006|Gevlochten rieten tas|Woven straw bag|bags|beige|45.00
BG-2007|Zwarte clutch|Black clutch|bags|zwart|59.95
BG-2008|Nylon rugzak|Nylon backpack|bags|zwart,groen|69.95
BG-2009|Leren heuptas|Leather belt bag|bags|zwart|79.95
SH-3001|Suède enkellaars|Suede ankle boot|boots|bruin,beige|139.95
SH-3002|Leren laarzen met hak|Leather heeled boots|boots|zwart|189.95
SH-3003|Chelsea boots van leer|Leather Chelsea boots|boots|zwart,bruin|159.95
SH-3004|Kniehoge laars|Knee-high boot|boots|zwart|219.95
SH-3005|Gevoerde enkellaarsjes|Lined ankle booties|boots|grijs|119.95
SH-3006|Witte sneakers|White sneakers|shoes|wit|89.95
SH-3007|Leren loafers|Leather loafers|shoes|zwart,bruin|109.95
SH-3008|Sandalen met bandjes|Strappy sandals|shoes|beige|69.95
SH-3009|Rode pumps|Red pumps|shoes|rood|99.95
CO-4001|Wollen wikkeljas|Wool wrap coat|coats|beige,grijs|229.00
CO-4002|Wollen jas met ceintuur|Belted wool coat|coats|zwart|249.00
CO-4003|Gewatteerde winterjas|Padded winter coat|coats|zwart,groen|199.00
CO-4004|Trenchcoat|Trench coat|coats|beige|179.00
CO-4005|Leren bikerjack|Leather biker jacket|coats|zwart|279.00
CO-4006|Teddy jas|Teddy coat|coats|wit|159.00
CO-4007|Regenjas|Raincoat|coats|geel,donkerblauw|119.00
KN-5001|Wollen trui met kabels|Cable knit wool sweater|knitwear|beige,groen|89.95
KN-5002|Kasjmier vest|Cashmere cardigan|knitwear|grijs,roze|149.95
KN-5003|Coltrui van merinowol|Merino wool turtleneck|knitwear|zwart,wit|79.95
KN-5004|Oversized gebreide trui|Oversized knit sweater|knitwear|blauw|69.95
SK-6001|Plissé midirok|Pleated midi skirt|skirts|groen,zwart|69.95
SK-6002|Leren rok|Leather skirt|skirts|zwart|119.95
TP-7001|Zijden blouse|Silk blouse|tops|wit,roze|89.95
TR-8001|Wijde linnen broek|Wide linen trousers|trousers|beige,wit|79.95
`;

/** Descriptions that add words beyond the name (the summer linen dress mentions "zomer"). */
const DESCRIPTIONS: Record<string, { nl: string; en: string }> = {
  "SS-1001": {
    nl: "Luchtige jurk van linnen, ideaal voor de zomer.",
    en: "Airy linen dress, perfect for summer.",
  },
  "BG-2002": { nl: "Ruime tas van zacht leer.", en: "Roomy bag in soft leather." },
  "SH-3003": { nl: "Enkelhoge laarzen met elastiek.", en: "Ankle-high boots with elastic." },
};

export const FIXTURE_CATEGORIES = {
  dresses: { id: 3, nl: ["Jurken", "jurken"], en: ["Dresses", "dresses"] },
  bags: { id: 4, nl: ["Tassen", "tassen"], en: ["Bags", "bags"] },
  shoes: { id: 5, nl: ["Schoenen", "schoenen"], en: ["Shoes", "shoes"] },
  boots: { id: 6, nl: ["Laarzen", "laarzen"], en: ["Boots", "boots"] },
  coats: { id: 7, nl: ["Jassen", "jassen"], en: ["Coats", "coats"] },
  knitwear: { id: 8, nl: ["Truien & vesten", "truien-vesten"], en: ["Knitwear", "knitwear"] },
  skirts: { id: 9, nl: ["Rokken", "rokken"], en: ["Skirts", "skirts"] },
  tops: { id: 10, nl: ["Blouses & tops", "blouses-tops"], en: ["Blouses & tops", "blouses-tops"] },
  trousers: { id: 11, nl: ["Broeken", "broeken"], en: ["Trousers", "trousers"] },
} as const;

type CategoryKey = keyof typeof FIXTURE_CATEGORIES;

/** Colour option id and label per store view. */
const COLOURS: Record<string, { id: number; en: string }> = {
  rood: { id: 50, en: "Red" },
  zwart: { id: 51, en: "Black" },
  wit: { id: 52, en: "White" },
  blauw: { id: 53, en: "Blue" },
  groen: { id: 54, en: "Green" },
  beige: { id: 55, en: "Beige" },
  bruin: { id: 56, en: "Brown" },
  roze: { id: 57, en: "Pink" },
  geel: { id: 58, en: "Yellow" },
  donkerblauw: { id: 59, en: "Navy" },
  grijs: { id: 60, en: "Grey" },
};

const SIZES = [70, 71, 72];
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The fixture's product documents of one store view (the ProductDocument fields search uses). */
export function fashionProducts(store: StoreCode): object[] {
  const lines = PRODUCTS.trim().split("\n");
  return lines.map((line, index) => {
    const [sku = "", nl = "", en = "", categoryKey = "", colours = "", price = "0"] =
      line.split("|");
    const category = FIXTURE_CATEGORIES[categoryKey as CategoryKey];
    const parent = categoryKey === "boots" ? [FIXTURE_CATEGORIES.shoes] : [];
    const colourKeys = colours.split(",");
    const name = store === "nl" ? nl : en;
    const children = colourKeys.flatMap((colour) =>
      SIZES.map((size) => ({
        sku: `${sku}-${colour}-${size}`,
        color: COLOURS[colour]!.id,
        size,
        price: Number(price),
        stock: { is_in_stock: size !== 72 },
      })),
    );
    return {
      id: index + 1,
      sku,
      name,
      description:
        DESCRIPTIONS[sku]?.[store] ??
        (store === "nl" ? `${name} uit de nieuwe collectie.` : `${name} from the new collection.`),
      type_id: "configurable",
      status: 1,
      visibility: 4,
      url_key: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      category_ids: [...parent.map((entry) => entry.id), category.id],
      category: [...parent, category].map((entry) => ({
        category_id: entry.id,
        name: entry[store][0],
        slug: entry[store][1],
      })),
      color_options: colourKeys.map((colour) => COLOURS[colour]!.id),
      color_labels: colourKeys.map((colour) =>
        store === "nl" ? capitalise(colour) : COLOURS[colour]!.en,
      ),
      size_options: SIZES,
      erin_recommends: index % 3 === 0 ? 1 : 0,
      final_price_incl_tax: Number(price),
      updated_at: `2024-03-${String((index % 28) + 1).padStart(2, "0")}T10:00:00Z`,
      stock: { is_in_stock: true },
      configurable_children: children,
    };
  });
}
