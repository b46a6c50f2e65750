import { useTranslation } from "../../i18n/i18n";
import { BannerTiles } from "./banner-tiles";
import { HeadImage } from "./head-image";
import { Hero } from "./hero";
import type { HomePage } from "./home-page-data";
import { InstagramGrid } from "./instagram-grid";
import { ProductShelf } from "./product-shelf";
import { PromiseList } from "./promise-list";
import "./home.css";
import "../../i18n/catalog-home-texts";

/** The homepage: banners from the store's JSON, new collection, bestsellers and the promises. */
export function HomeView({ page }: { page: HomePage }) {
  const { t } = useTranslation();
  const { banners, newCollection, bestsellers } = page;
  const [hero, ...moreMain] = banners?.mainBanners ?? [];
  return (
    <div className="home">
      {hero ? <Hero banner={hero} /> : <h1 className="visually-hidden">{t("home.title")}</h1>}
      <BannerTiles banners={moreMain} shape="wide" label={t("home.highlights")} />
      <PromiseList />
      <ProductShelf
        id="new-collection"
        shelf={newCollection}
        fallbackTitle={t("home.newCollection")}
      />
      <BannerTiles
        banners={banners?.smallBanners ?? []}
        shape="square"
        label={t("home.shopByCategory")}
      />
      <ProductShelf id="bestsellers" shelf={bestsellers} fallbackTitle={t("home.bestsellers")} />
      <BannerTiles
        banners={banners?.productBanners ?? []}
        shape="portrait"
        label={t("home.inTheSpotlight")}
      />
      {banners?.headImage ? <HeadImage banner={banners.headImage} /> : null}
      <BannerTiles
        banners={banners?.menuAsideBanners ?? []}
        shape="square"
        label={t("home.ideas")}
      />
      <InstagramGrid images={banners?.instagramImages ?? []} />
    </div>
  );
}
