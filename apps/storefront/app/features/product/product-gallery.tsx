import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { imageUrl, responsiveImage } from "../products/product-image";
import type { GalleryImage } from "./gallery-images";
import "../../i18n/catalog-product-texts";

/** Seed 1 §9: gallery pictures are 850×1200; thumbnails a fifth of that. */
const GALLERY_IMAGE = { width: 850, height: 1200 } as const;
const HALF = { width: 425, height: 600 } as const;
/** Phones at 1.75× fill about 680 pixels: a rendition between half and full size. */
const PHONE = { width: 680, height: 960 } as const;
const THUMB = { width: 85, height: 120 } as const;

/** The large picture with thumbnails to switch it (by click or keyboard). */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const first = images[0]?.path;
  // A new colour starts at its first picture.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the picture set changes
  useEffect(() => setCurrent(0), [first]);
  const shown = images[Math.min(current, images.length - 1)];
  if (!shown) return <div className="gallery gallery--empty" />;
  const half = responsiveImage(shown.path, HALF);
  return (
    <div className="gallery">
      <figure className="gallery__main">
        <img
          src={imageUrl(shown.path, GALLERY_IMAGE.width, GALLERY_IMAGE.height)}
          srcSet={`${half.src} ${HALF.width}w, ${imageUrl(shown.path, PHONE.width, PHONE.height)} ${PHONE.width}w, ${imageUrl(shown.path, GALLERY_IMAGE.width, GALLERY_IMAGE.height)} ${GALLERY_IMAGE.width}w`}
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
                  src={imageUrl(image.path, THUMB.width * 2, THUMB.height * 2)}
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
