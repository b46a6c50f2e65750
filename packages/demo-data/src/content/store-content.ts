import type { BannerItem, SeedProduct, StoreCode, StoreContent } from "@etalage/contracts";
import { CATEGORY_IDS, type CategoryKey, categoryUrlKey } from "../catalogue/categories";
import { contentPicturePath } from "../media/media-path";
import { pagePath, SHOP } from "./shop-facts";
import { createStoreLocations } from "./store-locations";

const picture = (format: string, motif: string, hex: string) =>
  contentPicturePath({ format, motif, hex });
const categoryLink = (store: StoreCode, key: CategoryKey) =>
  pagePath(store, `/c/${categoryUrlKey(key)[store]}`);
const productLink = (store: StoreCode, p: SeedProduct) =>
  pagePath(store, `/p/${p.sku}/${p.urlKey[store]}`);

interface Words {
  nl: { title: string; subtitle?: string };
  en: { title: string; subtitle?: string };
}

function banner(store: StoreCode, words: Words, link: string, image: string): BannerItem {
  return { ...words[store], link, image };
}

/** Banners and homepage of one store view; links are storefront paths of that store. */
function storeContent(
  store: StoreCode,
  products: readonly SeedProduct[],
  bestsellers: readonly string[],
): StoreContent {
  const c = (key: CategoryKey) => categoryLink(store, key);
  const first = (prefix: string) => products.find((p) => p.sku.startsWith(prefix) && p.isInStock);
  const look = first("LOOK-");
  // Each Instagram tile links to a product of the kind it shows.
  const motifs = [
    ["dresses", "e2aeb6", "JRK-"],
    ["coats", "d9c4a8", "JAS-"],
    ["shoes", "b3834f", "LRS-"],
    ["knitwear", "ece3cf", "VST-"],
    ["bags", "5d7052", "TAS-"],
    ["summer", "4a6fa5", "SDL-"],
    ["perfume", "e8a7b0", "PRF-"],
    ["look", "9b9994", "LOOK-"],
  ] as const;
  return {
    banners: {
      mainBanners: [
        banner(
          store,
          {
            nl: {
              title: "Nieuwe collectie",
              subtitle: "Linnen, zijde en zachte tinten voor lange zomeravonden",
            },
            en: {
              title: "New collection",
              subtitle: "Linen, silk and soft shades for long summer evenings",
            },
          },
          c("nieuw"),
          picture("hero", "summer", "e2aeb6"),
        ),
        banner(
          store,
          {
            nl: { title: "Jurken", subtitle: "Van zomerjurk tot wikkeljurk" },
            en: { title: "Dresses", subtitle: "From summer dress to wrap dress" },
          },
          c("jurken"),
          picture("hero", "dresses", "d9c4a8"),
        ),
        banner(
          store,
          {
            nl: {
              title: "Jassen voor elk weer",
              subtitle: "Wol, kasjmier en waterdichte trenchcoats",
            },
            en: {
              title: "Coats for every weather",
              subtitle: "Wool, cashmere and waterproof trench coats",
            },
          },
          c("jassen"),
          picture("hero", "coats", "b3834f"),
        ),
      ],
      smallBanners: [
        banner(
          store,
          {
            nl: { title: "Schoenen", subtitle: "Sandalen, laarzen en loafers" },
            en: { title: "Shoes", subtitle: "Sandals, boots and loafers" },
          },
          c("schoenen"),
          picture("tile", "shoes", "9b9994"),
        ),
        banner(
          store,
          {
            nl: { title: "Tassen", subtitle: "Van schoudertas tot shopper" },
            en: { title: "Bags", subtitle: "From shoulder bag to tote" },
          },
          c("tassen"),
          picture("tile", "bags", "5d7052"),
        ),
      ],
      productBanners: [
        banner(
          store,
          {
            nl: { title: "Vesten", subtitle: "Zacht gebreid" },
            en: { title: "Cardigans", subtitle: "Softly knitted" },
          },
          c("vesten"),
          picture("portrait", "knitwear", "b3834f"),
        ),
        banner(
          store,
          {
            nl: { title: "Sale", subtitle: "Tot 50% korting" },
            en: { title: "Sale", subtitle: "Up to 50% off" },
          },
          c("sale"),
          picture("portrait", "sale", "b0362f"),
        ),
        banner(
          store,
          {
            nl: { title: "Parfums", subtitle: "Onze huisgeuren" },
            en: { title: "Perfumes", subtitle: "Our house scents" },
          },
          c("parfums"),
          picture("portrait", "perfume", "e8a7b0"),
        ),
      ],
      menuAsideBanners: [
        banner(
          store,
          {
            nl: { title: "Complete look", subtitle: "Samengesteld door Erin" },
            en: { title: "Complete look", subtitle: "Put together by Erin" },
          },
          look ? productLink(store, look) : c("cadeaus"),
          picture("tile", "look", "27324f"),
        ),
        banner(
          store,
          {
            nl: { title: "Cadeaus", subtitle: "Cadeaubonnen en cadeausets" },
            en: { title: "Gifts", subtitle: "Gift cards and gift sets" },
          },
          c("cadeaus"),
          picture("tile", "perfume", "ece3cf"),
        ),
      ],
      headImage: banner(
        store,
        {
          nl: { title: "Zomer bij Etalage", subtitle: "Tijdloze mode, ontworpen in Amsterdam" },
          en: { title: "Summer at Etalage", subtitle: "Timeless fashion, designed in Amsterdam" },
        },
        c("jurken"),
        picture("wide", "dresses", "ece3cf"),
      ),
      instagramImages: motifs.map(([motif, hex, prefix]) => {
        const product = first(prefix);
        return {
          image: picture("tile", motif, hex),
          link: product ? productLink(store, product) : c("nieuw"),
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
