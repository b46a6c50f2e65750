import type { StoreBanners } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { imageUrl } from "../../parts/products/product-image";
import "../../i18n/catalog-home-texts";

/** The Instagram pictures: a grid of squares, each leading to the product it shows. */
export function InstagramGrid({ images }: { images: StoreBanners["instagramImages"] }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="instagram-title">
      <h2 id="instagram-title" className="section-title">
        {t("home.instagram")}
      </h2>
      <ul className="instagram-grid">
        {images.map((image) => (
          <li key={image.image + image.link}>
            <Link to={image.link} className="instagram-grid__link">
              <img
                src={imageUrl(image.image, "instagram")}
                width={400}
                height={400}
                alt={image.alt}
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
