import { PICTURE_SIZES } from "@etalage/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { imageUrl, pictureSrcSet } from "../../parts/products/product-image";
import type { GalleryImage } from "./gallery-images";
import "../../i18n/catalog-product-texts";

/** docs/specification/constants.md: gallery pictures are 850×1200; thumbnails a fifth of that, fetched at 2×. */
const GALLERY_IMAGE = PICTURE_SIZES.gallery;
const THUMB = {
  width: PICTURE_SIZES.galleryThumb2x.width / 2,
  height: PICTURE_SIZES.galleryThumb2x.height / 2,
};

/** The large picture with thumbnails to switch it (by click or keyboard). */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const first = images[0]?.path;
  // A new colour starts at its first picture.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the picture set changes
  useEffect(() => {
    setCurrent(0);
  }, [first]);
  const shown = images[Math.min(current, images.length - 1)];
  if (!shown) return <div className="gallery gallery--empty" />;
  return (
    <div className="gallery">
      <figure className="gallery__main">
        <img
          src={imageUrl(shown.path, "gallery")}
          // Phones at 1.75× fill about 680 pixels: a rendition between half and full size.
          srcSet={pictureSrcSet(shown.path, ["galleryHalf", "galleryPhone", "gallery"])}
          sizes="(min-width: 900px) 45vw, calc(100vw - 32px)"
          width={GALLERY_IMAGE.width}
          height={GALLERY_IMAGE.height}
          alt={shown.label}
          fetchPriority="high"
          decoding="async"
        />
      </figure>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("product.pictures")}>
          {images.map((image, index) => (
            <li key={image.path}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === current || undefined}
                aria-label={t("product.showPicture", { index: index + 1, count: images.length })}
                onClick={() => setCurrent(index)}
              >
                <img
                  src={imageUrl(image.path, "galleryThumb2x")}
                  width={THUMB.width}
                  height={THUMB.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
