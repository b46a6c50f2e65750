import { isAbsolute, normalize, sep } from "node:path";
import { badRequest, notFound } from "../http/http-error";

const PICTURE = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * Longest file or folder name a picture path may hold, in bytes: the file system allows 255, and
 * the resized copy adds its format (`.webp`) and a write-in-progress suffix to the name.
 */
const MAX_NAME_BYTES = 200;
/** Longest whole picture path, in bytes: far below what any file system allows. */
const MAX_PATH_BYTES = 1024;

/** True when the path, or one of its names, is longer than a picture in the shop can be. */
function tooLong(path: string): boolean {
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) return true;
  return path.split(sep).some((name) => Buffer.byteLength(name) > MAX_NAME_BYTES);
}

/**
 * A media path from the URL, refused when it could leave the media folder; one longer than the
 * file system allows names no picture (404).
 */
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
  if (!PICTURE.test(normal))
    throw badRequest("Only pictures (svg, png, jpg, webp, avif) are served");
  // No picture has such a name: the file system would refuse to look for it (ENAMETOOLONG).
  if (tooLong(normal)) throw notFound(`No such picture: ${normal.slice(0, 100)}…`);
  return normal;
}
