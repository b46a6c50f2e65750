import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { categoryPath } from "../../lib/shop-paths";
import { useStoreView } from "../../lib/use-store-view";
import { hasImage, responsiveImage } from "../products/product-image";
import type { CategoryTile } from "./category-tiles-data";

const TILE_IMAGE = { width: 330, height: 445 } as const;

function Tiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  const store = useStoreView();
  return (
    <ul className="category-tiles">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link to={categoryPath(store, tile.urlKey)} className="category-tile" prefetch="intent">
            <span className="category-tile__picture">
              {hasImage(tile.image) ? (
                <img
                  {...responsiveImage(tile.image, TILE_IMAGE)}
                  sizes="(min-width: 1024px) 330px, 50vw"
                  width={TILE_IMAGE.width}
                  height={TILE_IMAGE.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </span>
            <span className="category-tile__name">{tile.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Tiles arrive after the page (decorative); if they fail, the section is left out. */
export function CategoryTiles({ tiles }: { tiles: Promise<CategoryTile[] | null> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="category-tiles category-tiles--loading" />}>
      <Await resolve={tiles}>
        {(resolved) =>
          resolved && resolved.length > 0 ? (
            <section className="home-section" aria-labelledby="home-categories">
              <h2 id="home-categories" className="section-title">
                {t("home.shopByCategory")}
              </h2>
              <Tiles tiles={resolved} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
