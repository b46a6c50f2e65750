import { useTranslation } from "../../i18n/i18n";
import { hasImage, responsiveImage } from "../products/product-image";
import "./home.css";

/** Seed 1 §9: gallery pictures are 850×1200; the hero shows one large, and its half on small screens. */
const HERO_IMAGE = { width: 425, height: 600 } as const;

interface HeroProps {
  /** The newest product's picture; banners will take over once they exist. */
  image: string | null;
  /** The in-page anchor the call to action leads to (the new collection below). */
  ctaHref: string;
}

export function Hero({ image, ctaHref }: HeroProps) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__picture">
        {hasImage(image) ? (
          <img
            {...responsiveImage(image, HERO_IMAGE)}
            sizes="(min-width: 900px) 40vw, 100vw"
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="hero__text">
        <p className="eyebrow">{t("home.heroEyebrow")}</p>
        <h1 id="hero-title" className="hero__title">
          {t("home.heroTitle")}
        </h1>
        <p className="hero__lead">{t("home.heroText")}</p>
        <a href={ctaHref} className="button">
          {t("home.heroCta")}
        </a>
      </div>
    </section>
  );
}
