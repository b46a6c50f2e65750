import { PICTURE_SIZES } from "@etalage/contracts";
import { imageUrl, pictureSrcSet } from "../../parts/products/product-image";

/** The banners' picture sizes; each has a half-size rendition named `…Half` in the list. */
export type BannerPicture = "headImage" | "hero" | "bannerWide" | "bannerSquare" | "bannerPortrait";

interface BannerImageProps {
  image: string;
  /** The picture's size in the shop's list: its proportions box it before it loads. */
  picture: BannerPicture;
  sizes: string;
  /** The first banner is the page's largest picture: fetched first, never lazily. */
  priority?: boolean;
  alt?: string;
}

/** A banner picture from the image service, in two renditions (half and full size). */
export function BannerImage(props: BannerImageProps) {
  const { image, picture, sizes, priority = false, alt = "" } = props;
  const { width, height } = PICTURE_SIZES[picture];
  return (
    <img
      src={imageUrl(image, picture)}
      srcSet={pictureSrcSet(image, [`${picture}Half`, picture])}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
