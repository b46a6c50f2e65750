import type { BannerItem } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { BannerImage } from "./banner-image";
import "./home.css";
import "../../i18n/catalog-home-texts";

/** The first main banner: its title and subtitle beside a large picture, with a call to action. */
export function Hero({ banner }: { banner: BannerItem }) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__picture">
        <BannerImage
          image={banner.image}
          picture="hero"
          sizes="(min-width: 900px) 55vw, 100vw"
          priority
        />
      </div>
      <div className="hero__text">
        <p className="eyebrow">{t("home.heroEyebrow")}</p>
        <h1 id="hero-title" className="hero__title">
          {banner.title}
        </h1>
        {banner.subtitle ? <p className="hero__lead">{banner.subtitle}</p> : null}
        <Link to={banner.link} className="button">
          {t("home.heroCta")}
        </Link>
      </div>
    </section>
  );
}
