import { mkdir, rename, stat } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";

export type ResizeMode = "resize" | "fit" | "crop";
export type PictureFormat = "webp" | "jpeg";

/**
 * Renders a product picture into the box: `resize` fits inside keeping the aspect ratio,
 * `fit` does the same but never enlarges, `crop` covers the box exactly.
 */
export async function renderPicture(
  original: { path: string; bytes: Buffer },
  target: string,
  box: { width: number; height: number; mode: ResizeMode; format: PictureFormat },
): Promise<void> {
  const density = await densityFor(original, box);
  let image = sharp(original.bytes, density ? { density } : {}).resize({
    width: box.width,
    height: box.height,
    fit: box.mode === "crop" ? "cover" : "inside",
    withoutEnlargement: box.mode === "fit",
  });
  image =
    box.format === "webp"
      ? image.webp({ quality: 80 })
      : image.jpeg({ quality: 82, mozjpeg: true });
  await mkdir(dirname(target), { recursive: true });
  // Write beside and rename, so a reader never sees half a file when two requests race.
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  await image.toFile(partial);
  await rename(partial, target);
}

/** Vector sources are rasterised at the density that gives the box enough pixels. */
async function densityFor(
  original: { path: string; bytes: Buffer },
  box: { width: number; height: number },
) {
  if (!original.path.endsWith(".svg")) return undefined;
  const meta = await sharp(original.bytes).metadata();
  if (!meta.width || !meta.height) return undefined;
  const scale = Math.max(box.width / meta.width, box.height / meta.height, 1);
  return Math.min(72 * scale, 600);
}

export async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
