/**
 * Synthetic product documents in the catalogue's shape for speed measurements: Dutch names built
 * from fashion words, 5 configurable children each, categories, colours, sizes and prices.
 */
const TYPES = [
  "jurk",
  "tas",
  "jas",
  "trui",
  "rok",
  "broek",
  "blouse",
  "laars",
  "sneaker",
  "vest",
  "top",
  "shirt",
  "sjaal",
  "riem",
  "pump",
  "sandaal",
  "jumpsuit",
  "cardigan",
  "blazer",
  "jeans",
];
const MODIFIERS = [
  "zomer",
  "winter",
  "avond",
  "midi",
  "maxi",
  "mini",
  "wikkel",
  "schouder",
  "hand",
  "strand",
  "enkel",
  "knie",
  "regen",
  "spijker",
  "kasjmier",
];
const ADJECTIVES = [
  "rode",
  "zwarte",
  "witte",
  "blauwe",
  "groene",
  "linnen",
  "leren",
  "wollen",
  "gebreide",
  "suède",
  "satijnen",
  "zijden",
  "katoenen",
  "oversized",
  "getailleerde",
  "geplooide",
  "gestreepte",
  "luchtige",
];
const EXTRAS = [
  "met ceintuur",
  "met print",
  "met ruches",
  "met knopen",
  "van viscose",
  "met split",
  "met pofmouwen",
  "met rits",
  "",
  "",
  "",
];
const COLOURS = [
  "Rood",
  "Zwart",
  "Wit",
  "Blauw",
  "Groen",
  "Beige",
  "Bruin",
  "Roze",
  "Geel",
  "Grijs",
  "Donkerblauw",
  "Oranje",
];
const SIZES = [70, 71, 72, 73, 74, 75];
const FILLER =
  "mooi comfortabel stijlvol tijdloos draagt heerlijk makkelijk combineren elke gelegenheid kwaliteit zacht stevig".split(
    " ",
  );

/** A small deterministic random source, so every run measures the same catalogue. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface SyntheticCatalogue {
  products: object[];
  categoryIds: number[];
  names: string[];
}

/** `count` parents with 5 children each; 30 parent categories of 5 leaf categories. */
export function syntheticCatalogue(count: number, random = randomSource(42)): SyntheticCatalogue {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const leaves = Array.from({ length: 150 }, (_, i) => ({
    id: 100 + i,
    parent: 10 + Math.floor(i / 5),
  }));
  const products: object[] = [];
  const names: string[] = [];
  for (let id = 1; id <= count; id++) {
    const type = pick(TYPES);
    const noun = random() < 0.4 ? `${pick(MODIFIERS)}${type}` : type;
    const name = `${capitalise(pick(ADJECTIVES))} ${noun} ${pick(EXTRAS)}`.trim();
    names.push(name);
    const leaf = pick(leaves);
    const colours = [pick(COLOURS), pick(COLOURS)];
    const price = Math.round((10 + random() * 240) * 100) / 100;
    const sku = `SY-${id}`;
    const children = Array.from({ length: 5 }, (_, i) => ({
      id: count + id * 10 + i,
      sku: `${sku}-${i}`,
      name: `${name} ${SIZES[i]}`,
      status: 1,
      visibility: 1,
      type_id: "simple",
      color: 50 + COLOURS.indexOf(colours[i % 2]!),
      size: SIZES[i],
      price,
      price_incl_tax: price,
      final_price: price,
      final_price_incl_tax: price,
      special_price: null,
      image: `/catalog/${sku}-${i}.webp`,
      url_key: `${sku}-${i}`.toLowerCase(),
      stock: { qty: Math.floor(random() * 20), is_in_stock: random() > 0.1, manage_stock: true },
      custom_attributes: [{ attribute_code: "color", value: 50 + i }],
    }));
    products.push({
      id,
      sku,
      name,
      description: Array.from({ length: 20 }, () => pick(FILLER)).join(" "),
      type_id: "configurable",
      status: random() < 0.97 ? 1 : 2,
      visibility: random() < 0.95 ? 4 : 1,
      url_key: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id}`,
      category_ids: [2, leaf.parent, leaf.id],
      category: [
        {
          category_id: leaf.parent,
          name: `Categorie ${leaf.parent}`,
          slug: `categorie-${leaf.parent}`,
        },
        { category_id: leaf.id, name: capitalise(`${type}en`), slug: `${type}en-${leaf.id}` },
      ],
      color_options: [...new Set(children.map((child) => child.color))],
      color_labels: [...new Set(colours)],
      size_options: SIZES.slice(0, 5),
      erin_recommends: random() < 0.2 ? 1 : 0,
      price,
      final_price_incl_tax: price,
      updated_at: new Date(
        Date.UTC(2024, 0, 1) + Math.floor(random() * 365 * 86_400_000),
      ).toISOString(),
      media_gallery: [{ image: `/catalog/${sku}.webp`, pos: 1, typ: "image", lab: name }],
      stock: { qty: 10, is_in_stock: true, manage_stock: true },
      configurable_children: children,
    });
  }
  const categoryIds = [...new Set(leaves.flatMap((leaf) => [leaf.id, leaf.parent]))];
  return { products, categoryIds, names };
}
