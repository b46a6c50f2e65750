import type { Localized, SeedProduct } from "@etalage/contracts";
import { excludingVat } from "../money";
import { CATEGORY_IDS } from "./categories";
import { addParent, type CatalogueDraft } from "./draft";
import { newProduct } from "./product-shell";
import { NO_TAX_CLASS_ID } from "./tax";
import { drawTimeline } from "./timeline";

const text = (nl: string, en: string): Localized => ({ nl, en });

/** A product of one of the four gift types, sold on its own page in Cadeaus. */
function giftProduct(
  draft: CatalogueDraft,
  fields: {
    sku: string;
    typeId: SeedProduct["typeId"];
    name: Localized;
    urlKey: Localized;
    picture: string;
    price: number;
  },
  description: Localized,
  shortDescription: Localized,
): SeedProduct {
  const timeline = drawTimeline(draft.dice, draft.now, false);
  const [kind, variant, hex] = fields.picture.split("/") as [string, string, string];
  const product = newProduct({
    sku: fields.sku,
    typeId: fields.typeId,
    name: fields.name,
    description,
    shortDescription,
    urlKey: fields.urlKey,
    visibility: 4,
    price: fields.price,
    createdAt: timeline.createdAt,
    updatedAt: timeline.updatedAt,
    weight: fields.typeId === "virtual" || fields.typeId === "downloadable" ? 0 : 1,
    images: draft.images.colour(kind, variant, { hex, label: null }, fields.name),
  });
  product.categoryIds = [CATEGORY_IDS.cadeaus];
  product.attributes = { erin_recommends: 1 };
  return addParent(draft, product);
}

function firstSimples(draft: CatalogueDraft, skuPrefix: string, count: number): SeedProduct[] {
  return draft.parents
    .filter((p) => p.typeId === "simple" && p.sku.startsWith(skuPrefix) && p.isInStock)
    .slice(0, count);
}

/** Gift set: choose a perfume and a bag; its price is that of the default choices together. */
function addGiftSet(draft: CatalogueDraft): void {
  const perfumes = firstSimples(draft, "PRF-", 3);
  const bags = firstSimples(draft, "TAS-", 3);
  if (perfumes.length === 0 || bags.length === 0) return;
  const product = giftProduct(
    draft,
    {
      sku: "SET-1001",
      typeId: "bundle",
      name: text("Cadeauset: parfum + tas", "Gift set: perfume + bag"),
      urlKey: text("cadeauset-parfum-tas", "gift-set-perfume-bag"),
      picture: "giftset/set/b0362f",
      price: Math.round((perfumes[0]!.price + bags[0]!.price) * 10_000) / 10_000,
    },
    text(
      "Stel zelf een cadeau samen: kies een van onze eaux de parfum en een leren tas. We verpakken alles samen in een linnen cadeaudoos met een handgeschreven kaartje. Je betaalt de prijs van de artikelen die je kiest.",
      "Put together a gift yourself: choose one of our eaux de parfum and a leather bag. We wrap everything in a linen gift box with a handwritten card. You pay the price of the items you choose.",
    ),
    text("Parfum en tas samen in een cadeaudoos.", "Perfume and bag together in a gift box."),
  );
  const selections = (list: SeedProduct[]) =>
    list.map((p, i) => ({ sku: p.sku, qty: 1, isDefault: i === 0, position: i + 1 }));
  product.bundleOptions = [
    {
      optionId: 1,
      title: text("Kies je parfum", "Choose your perfume"),
      type: "radio",
      required: true,
      position: 1,
      selections: selections(perfumes),
    },
    {
      optionId: 2,
      title: text("Kies je tas", "Choose your bag"),
      type: "select",
      required: true,
      position: 2,
      selections: selections(bags),
    },
  ];
  product.manageStock = false;
}

/** Complete look: three pieces that belong together, each with its own quantity. */
function addCompleteLook(draft: CatalogueDraft): void {
  const pieces = [
    ...firstSimples(draft, "VST-", 1),
    ...firstSimples(draft, "TAS-", 2),
    ...firstSimples(draft, "PRF-", 1),
  ].slice(0, 3);
  if (pieces.length === 0) return;
  const product = giftProduct(
    draft,
    {
      sku: "LOOK-1001",
      typeId: "grouped",
      name: text("Complete look: weekend in de stad", "Complete look: a weekend in town"),
      urlKey: text("complete-look-weekend-in-de-stad", "complete-look-a-weekend-in-town"),
      picture: "look/look/ece3cf",
      price: Math.min(...pieces.map((p) => p.price)),
    },
    text(
      "Een look die Erin samenstelde voor een weekend in de stad: zacht, verzorgd en makkelijk te combineren. Kies zelf welke stukken je wilt en hoeveel.",
      "A look Erin put together for a weekend in town: soft, polished and easy to combine. Choose which pieces you want, and how many.",
    ),
    text("Drie stukken die bij elkaar horen.", "Three pieces that belong together."),
  );
  product.groupedLinks = pieces.map((p, i) => ({ sku: p.sku, qty: 1, position: i + 1 }));
  product.manageStock = false;
}

/** Gift card: no VAT on sale (a multi-purpose voucher); the amount is a chosen option. */
function addGiftCard(draft: CatalogueDraft): void {
  const product = giftProduct(
    draft,
    {
      sku: "CADEAUBON",
      typeId: "virtual",
      name: text("Cadeaubon", "Gift card"),
      urlKey: text("cadeaubon", "gift-card"),
      picture: "giftcard/card/5d7052",
      price: 0,
    },
    text(
      "Laat haar zelf kiezen: de cadeaubon van Etalage is een jaar geldig in onze webwinkel en in al onze winkels. We mailen de bon direct na betaling, met jouw persoonlijke boodschap.",
      "Let her choose: the Etalage gift card is valid for a year in our online shop and in all our stores. We email the card right after payment, with your personal message.",
    ),
    text("Direct per e-mail, een jaar geldig.", "Sent by email straight away, valid for a year."),
  );
  product.taxClassId = NO_TAX_CLASS_ID;
  product.manageStock = false;
  product.customOptions = [
    {
      optionId: 1,
      title: text("Bedrag", "Amount"),
      type: "drop_down",
      required: true,
      values: [25, 50, 75, 100, 150, 250].map((amount, i) => ({
        id: i + 1,
        title: text(`${amount},00 €`, `${amount},00 €`),
        price: amount,
      })),
    },
    {
      optionId: 2,
      title: text("Naam ontvanger", "Recipient's name"),
      type: "field",
      required: false,
      maxCharacters: 60,
      values: [],
    },
    {
      optionId: 3,
      title: text("Persoonlijke boodschap", "Personal message"),
      type: "area",
      required: false,
      maxCharacters: 250,
      values: [],
    },
  ];
}

/** Sewing pattern: a download, taxed like any other product. */
function addSewingPattern(draft: CatalogueDraft): void {
  const product = giftProduct(
    draft,
    {
      sku: "PATROON-1001",
      typeId: "downloadable",
      name: text("Naaipatroon midi-jurk (PDF)", "Sewing pattern midi dress (PDF)"),
      urlKey: text("naaipatroon-midi-jurk-pdf", "sewing-pattern-midi-dress-pdf"),
      picture: "pattern/sheet/27324f",
      price: excludingVat(14.95),
    },
    text(
      "Naai onze bestverkochte midi-jurk zelf. Het patroon loopt van maat 34 tot 46 en komt met een stapsgewijze uitleg met foto's. Print thuis op A4 of laat de A0-versie afdrukken in een copyshop.",
      "Sew our best-selling midi dress yourself. The pattern runs from size 34 to 46 and comes with step-by-step instructions with photos. Print at home on A4 or have the A0 version printed at a copy shop.",
    ),
    text(
      "Patroon en uitleg als PDF, direct te downloaden.",
      "Pattern and instructions as PDF, ready to download.",
    ),
  );
  product.manageStock = false;
  product.downloadLinks = [
    {
      title: text("Patroon in maten 34–46 (PDF)", "Pattern in sizes 34–46 (PDF)"),
      file: "patterns/naaipatroon-midi-jurk.pdf",
    },
    {
      title: text("Naai-instructies (PDF)", "Sewing instructions (PDF)"),
      file: "patterns/naai-instructies-midi-jurk.pdf",
    },
  ];
}

/**
 * The bundle, grouped, virtual and downloadable products. The gift set and the look are made
 * of simple perfumes and bags already in the draft; a tiny catalogue without them skips them.
 */
export function addGiftProducts(draft: CatalogueDraft): void {
  addGiftSet(draft);
  addCompleteLook(draft);
  addGiftCard(draft);
  addSewingPattern(draft);
}
