import { isAbsolute, normalize, sep } from "node:path";
import { badRequest } from "../http/http-error";

const PICTURE = /\.(svg|png|jpe?g|webp)$/i;

/** A media path from the URL, refused when it could leave the media folder. */
export function safePicturePath(raw: string): string {
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw badRequest("Malformed picture path");
  }
  const normal = normalize(path);
  if (
    path.includes("\0") ||
    isAbsolute(normal) ||
    normal.split(sep).includes("..") ||
    normal.startsWith("..")
  )
    throw badRequest("Picture paths may not leave the media folder");
  if (!PICTURE.test(normal)) throw badRequest("Only pictures (svg, png, jpg, webp) are served");
  return normal;
}
