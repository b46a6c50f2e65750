import type { StoreLocation } from "./store-locations";

/** Banners and homepage per store code, served as JSON files (docs/specification/api-calls.md). */
export interface BannerItem {
  title: string;
  subtitle?: string;
  link: string;
  image: string;
}

export interface StoreBanners {
  mainBanners: BannerItem[];
  smallBanners: BannerItem[];
  productBanners: BannerItem[];
  menuAsideBanners: BannerItem[];
  headImage: BannerItem;
  instagramImages: { image: string; link: string; alt: string }[];
  defaultContent: { title: string; message: string[] };
}

export interface StoreHomepage {
  /** Category ids or url paths the homepage draws from; the lists are loaded from the catalogue. */
  new_collection: { title: string; categoryId: number | null; size: number };
  bestsellers: { title: string; skus: string[]; size: number };
}

export interface StoreContent {
  banners: StoreBanners;
  homepage: StoreHomepage;
  /** The brand's stores for the store locator; none when the shop has no stores. */
  stores?: StoreLocation[];
}
