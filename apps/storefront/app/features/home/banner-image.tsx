import { imageUrl } from "../products/product-image";

interface BannerImageProps {
  image: string;
  /** The picture's own proportions, used for its box before it loads. */
  width: number;
  height: number;
  sizes: string;
  /** The first banner is the page's largest picture: fetched first, never lazily. */
  priority?: boolean;
  alt?: string;
  /** Fill the box exactly (a picture of other proportions is cropped) instead of fitting it. */
  crop?: boolean;
}

/** A banner picture from the image service, in two renditions (half and full size). */
export function BannerImage(props: BannerImageProps) {
  const { image, width, height, sizes, priority = false, alt = "", crop = false } = props;
  const mode = crop ? "crop" : "resize";
  const half = imageUrl(image, Math.round(width / 2), Math.round(height / 2), mode);
  const full = imageUrl(image, width, height, mode);
  return (
    <img
      src={full}
      srcSet={`${half} ${Math.round(width / 2)}w, ${full} ${width}w`}
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
