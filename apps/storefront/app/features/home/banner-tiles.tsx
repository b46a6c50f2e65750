import type { BannerItem } from "@etalage/contracts";
import { Link } from "react-router";
import { BannerImage, type BannerPicture } from "./banner-image";

interface BannerTilesProps {
  banners: readonly BannerItem[];
  /** The pictures' proportions: wide (main), square (small, menu aside), portrait (product). */
  shape: "wide" | "square" | "portrait";
  label: string;
}

const SHAPES = {
  wide: "bannerWide",
  square: "bannerSquare",
  portrait: "bannerPortrait",
} as const satisfies Record<BannerTilesProps["shape"], BannerPicture>;

/** A row of banners, each a picture with its title and subtitle, leading to its link. */
export function BannerTiles({ banners, shape, label }: BannerTilesProps) {
  if (banners.length === 0) return null;
  const picture = SHAPES[shape];
  const columns = Math.min(banners.length, shape === "portrait" ? 3 : 2);
  return (
    <section className="home-section" aria-label={label}>
      <ul
        className={`banner-tiles banner-tiles--${shape}`}
        style={{ "--columns": columns } as React.CSSProperties}
      >
        {banners.map((banner) => (
          <li key={banner.link + banner.title}>
            <Link to={banner.link} className="banner-tile">
              <span className="banner-tile__picture">
                <BannerImage
                  image={banner.image}
                  picture={picture}
                  sizes={`(min-width: 900px) ${Math.round(100 / columns)}vw, 100vw`}
                />
              </span>
              <span className="banner-tile__title">{banner.title}</span>
              {banner.subtitle ? (
                <span className="banner-tile__subtitle">{banner.subtitle}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
