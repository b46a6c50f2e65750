import type { NewPicture } from "@etalage/commerce";
import { refuseField } from "@etalage/commerce";
import sharp from "sharp";

/** The largest picture the shop takes: 20 MB, and 8000 pixels a side. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 8000;

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/**
 * What a sent file is, judged by its content and never by its name: a JPEG, PNG, WebP or AVIF
 * picture of at most 8000 pixels a side, else refused naming the field `file`.
 */
export async function checkPicture(bytes: Buffer): Promise<NewPicture["extension"]> {
  let format: string | undefined;
  let compression: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Read the header only; a picture too large is refused before its pixels are decoded.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    ({ format, compression } = meta);
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    format = undefined;
  }
  const extension =
    format === "heif" && compression === "av1"
      ? "avif"
      : EXTENSIONS[format as keyof typeof EXTENSIONS];
  if (!extension)
    throw refuseField(
      "file",
      "is geen JPEG-, PNG-, WebP- of AVIF-afbeelding",
      "is not a JPEG, PNG, WebP or AVIF picture",
    );
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width < 1 || height < 1)
    throw refuseField(
      "file",
      `is ${width} × ${height} pixels: hoogstens ${MAX_PICTURE_SIDE} per zijde`,
      `is ${width} × ${height} pixels: at most ${MAX_PICTURE_SIDE} a side`,
    );
  return extension;
}
