import type { BannerItem, SeedProduct, StoreCode, StoreContent } from "@etalage/contracts";
import { CATEGORY_IDS, type CategoryKey, categoryUrlKey } from "../catalogue/categories";
import { contentPicturePath } from "../media/media-path";
import { pagePath, SHOP } from "./shop-facts";
import { createStoreLocations } from "./store-locations";

type Words = Record<StoreCode, { title: string; subtitle?: string }>;

/**
 * A banner of both store views: its words, the category it opens (or, when `product` names a
 * sku prefix, the first product in stock of that kind) and its picture's format, motif and hex.
 */
interface BannerSpec {
  words: Words;
  category: CategoryKey;
  product?: string;
  picture: readonly [format: string, motif: string, hex: string];
}

const MAIN_BANNERS: readonly BannerSpec[] = [
  {
    words: {
      nl: {
        title: "Nieuwe collectie",
        subtitle: "Linnen, zijde en zachte tinten voor lange zomeravonden",
      },
      en: {
        title: "New collection",
        subtitle: "Linen, silk and soft shades for long summer evenings",
      },
    },
    category: "nieuw",
    picture: ["hero", "summer", "e2aeb6"],
  },
  {
    words: {
      nl: { title: "Jurken", subtitle: "Van zomerjurk tot wikkeljurk" },
      en: { title: "Dresses", subtitle: "From summer dress to wrap dress" },
    },
    category: "jurken",
    picture: ["hero", "dresses", "d9c4a8"],
  },
  {
    words: {
      nl: { title: "Jassen voor elk weer", subtitle: "Wol, kasjmier en waterdichte trenchcoats" },
      en: {
        title: "Coats for every weather",
        subtitle: "Wool, cashmere and waterproof trench coats",
      },
    },
    category: "jassen",
    picture: ["hero", "coats", "b3834f"],
  },
];

const SMALL_BANNERS: readonly BannerSpec[] = [
  {
    words: {
      nl: { title: "Schoenen", subtitle: "Sandalen, laarzen en loafers" },
      en: { title: "Shoes", subtitle: "Sandals, boots and loafers" },
    },
    category: "schoenen",
    picture: ["tile", "shoes", "9b9994"],
  },
  {
    words: {
      nl: { title: "Tassen", subtitle: "Van schoudertas tot shopper" },
      en: { title: "Bags", subtitle: "From shoulder bag to tote" },
    },
    category: "tassen",
    picture: ["tile", "bags", "5d7052"],
  },
];

const PRODUCT_BANNERS: readonly BannerSpec[] = [
  {
    words: {
      nl: { title: "Vesten", subtitle: "Zacht gebreid" },
      en: { title: "Cardigans", subtitle: "Softly knitted" },
    },
    category: "vesten",
    picture: ["portrait", "knitwear", "b3834f"],
  },
  {
    words: {
      nl: { title: "Sale", subtitle: "Tot 50% korting" },
      en: { title: "Sale", subtitle: "Up to 50% off" },
    },
    category: "sale",
    picture: ["portrait", "sale", "b0362f"],
  },
  {
    words: {
      nl: { title: "Parfums", subtitle: "Onze huisgeuren" },
      en: { title: "Perfumes", subtitle: "Our house scents" },
    },
    category: "parfums",
    picture: ["portrait", "perfume", "e8a7b0"],
  },
];

const MENU_ASIDE_BANNERS: readonly BannerSpec[] = [
  {
    words: {
      nl: { title: "Complete look", subtitle: "Samengesteld door Erin" },
      en: { title: "Complete look", subtitle: "Put together by Erin" },
    },
    category: "cadeaus",
    product: "LOOK-",
    picture: ["tile", "look", "27324f"],
  },
  {
    words: {
      nl: { title: "Cadeaus", subtitle: "Cadeaubonnen en cadeausets" },
      en: { title: "Gifts", subtitle: "Gift cards and gift sets" },
    },
    category: "cadeaus",
    picture: ["tile", "perfume", "ece3cf"],
  },
];

const HEAD_IMAGE: BannerSpec = {
  words: {
    nl: { title: "Zomer bij Etalage", subtitle: "Tijdloze mode, ontworpen in Amsterdam" },
    en: { title: "Summer at Etalage", subtitle: "Timeless fashion, designed in Amsterdam" },
  },
  category: "jurken",
  picture: ["wide", "dresses", "ece3cf"],
};

// Each Instagram tile links to a product of the kind it shows.
const INSTAGRAM_TILES = [
  ["dresses", "e2aeb6", "JRK-"],
  ["coats", "d9c4a8", "JAS-"],
  ["shoes", "b3834f", "LRS-"],
  ["knitwear", "ece3cf", "VST-"],
  ["bags", "5d7052", "TAS-"],
  ["summer", "4a6fa5", "SDL-"],
  ["perfume", "e8a7b0", "PRF-"],
  ["look", "9b9994", "LOOK-"],
] as const;

const picture = (format: string, motif: string, hex: string) =>
  contentPicturePath({ format, motif, hex });

/** Banners and homepage of one store view; links are storefront paths of that store. */
function storeContent(
  store: StoreCode,
  products: readonly SeedProduct[],
  bestsellers: readonly string[],
): StoreContent {
  const categoryLink = (key: CategoryKey) => pagePath(store, `/c/${categoryUrlKey(key)[store]}`);
  const first = (prefix: string) => products.find((p) => p.sku.startsWith(prefix) && p.isInStock);
  /** The first product in stock of a sku prefix, else the category. */
  const link = (prefix: string | undefined, category: CategoryKey) => {
    const product = prefix ? first(prefix) : undefined;
    return product
      ? pagePath(store, `/p/${product.sku}/${product.urlKey[store]}`)
      : categoryLink(category);
  };
  const banner = (spec: BannerSpec): BannerItem => ({
    ...spec.words[store],
    link: link(spec.product, spec.category),
    image: picture(...spec.picture),
  });
  return {
    banners: {
      mainBanners: MAIN_BANNERS.map(banner),
      smallBanners: SMALL_BANNERS.map(banner),
      productBanners: PRODUCT_BANNERS.map(banner),
      menuAsideBanners: MENU_ASIDE_BANNERS.map(banner),
      headImage: banner(HEAD_IMAGE),
      instagramImages: INSTAGRAM_TILES.map(([motif, hex, prefix]) => {
        const product = first(prefix);
        return {
          image: picture("tile", motif, hex),
          link: link(prefix, "nieuw"),
          alt: product ? product.name[store] : SHOP.name,
        };
      }),
      defaultContent: {
        title: store === "nl" ? "Welkom bij Etalage" : "Welcome to Etalage",
        message:
          store === "nl"
            ? [
                "Tijdloze vrouwenmode, ontworpen in Amsterdam.",
                `Gratis retourneren binnen ${SHOP.returnDays} dagen.`,
                `Vóór ${SHOP.dispatchBefore} besteld, vandaag verstuurd.`,
              ]
            : [
                "Timeless womenswear, designed in Amsterdam.",
                `Free returns within ${SHOP.returnDays} days.`,
                `Ordered before ${SHOP.dispatchBefore}, dispatched today.`,
              ],
      },
    },
    stores: createStoreLocations(),
    homepage: {
      new_collection: {
        title: store === "nl" ? "Nieuwe collectie" : "New collection",
        categoryId: CATEGORY_IDS.nieuw,
        size: 8,
      },
      bestsellers: { title: "Bestsellers", skus: [...bestsellers], size: 8 },
    },
  };
}

/** Banners and homepage for both store views; `parents` are the products banners may link to. */
export function createStoreContent(
  parents: readonly SeedProduct[],
  bestsellers: readonly string[],
): Record<StoreCode, StoreContent> {
  return {
    nl: storeContent("nl", parents, bestsellers),
    en: storeContent("en", parents, bestsellers),
  };
}
