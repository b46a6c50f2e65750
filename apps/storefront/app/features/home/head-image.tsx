import type { BannerItem } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { BannerImage } from "./banner-image";
import "../../i18n/catalog-home-texts";

/** The wide head image with its title across it. */
export function HeadImage({ banner }: { banner: BannerItem }) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="head-image-title">
      <Link to={banner.link} className="head-image">
        <BannerImage image={banner.image} picture="headImage" sizes="100vw" />
        <span className="head-image__text">
          <span id="head-image-title" className="head-image__title">
            {banner.title}
          </span>
          {banner.subtitle ? <span className="head-image__subtitle">{banner.subtitle}</span> : null}
          <span className="head-image__cta">{t("home.discover")}</span>
        </span>
      </Link>
    </section>
  );
}
