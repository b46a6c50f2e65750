import { createReadStream } from "node:fs";
import { join } from "node:path";
import { ALLOWED_PICTURE_SIZES, isPictureSize, pictureSizeLabel } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../http/http-error";
import { validate } from "../http/validate";
import { type PictureOriginals, readPictureOriginal } from "../images/picture-original";
import { safePicturePath } from "../images/picture-path";
import { exists, type PictureFormat, renderPicture } from "../images/render-picture";
import type { Shop } from "../shop";

const dimension = z.coerce.number().int().min(1).max(2400);
const params = z.object({
  width: dimension,
  height: dimension,
  mode: z.enum(["resize", "fit", "crop"]),
  "*": z.string().min(1),
});

const allowedSizes = ALLOWED_PICTURE_SIZES.map(pictureSizeLabel).join(", ");

/**
 * `/img/{width}/{height}/{resize|fit|crop}/{path}`: resized product pictures, cached on disk, in
 * the sizes of the storefront's list (PICTURE_SIZES) only. Originals come from DATA_DIR/media or
 * the database (images/picture-original.ts), so a process with an empty DATA_DIR serves them all.
 */
export async function imgRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const originals: PictureOriginals = {
    mediaDir: join(shop.dataDir, "media"),
    cacheDir: join(shop.dataDir, "cache", "media"),
    database: shop.database,
  };
  const cacheDir = join(shop.dataDir, "cache", "img");

  app.get("/img/:width/:height/:mode/*", async (req, reply) => {
    const p = validate(params, req.params, "picture request");
    if (!isPictureSize(p.width, p.height, p.mode)) {
      throw notFound(
        `No picture size ${p.width}x${p.height} ${p.mode}; the shop serves ${allowedSizes}`,
      );
    }
    const path = safePicturePath(p["*"]);
    const format: PictureFormat = (req.headers.accept ?? "").includes("image/webp")
      ? "webp"
      : "jpeg";
    const target = join(cacheDir, `${p.width}x${p.height}`, p.mode, `${path}.${format}`);
    if (!(await exists(target))) {
      const bytes = await readPictureOriginal(originals, path);
      if (bytes === null) throw notFound(`No such picture: ${path}`);
      await renderPicture({ path, bytes }, target, {
        width: p.width,
        height: p.height,
        mode: p.mode,
        format,
      });
    }
    return reply
      .header("Content-Type", `image/${format}`)
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Vary", "Accept")
      .send(createReadStream(target));
  });
}
