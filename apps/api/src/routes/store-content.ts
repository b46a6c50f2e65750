import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { readStoreContentFile } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import { notFound } from "../http/http-error";
import type { Shop } from "../shop";

const KINDS = new Set(["banners", "homepage", "stores"]);
const STORE_CODES = new Set(["nl", "en"]);

/**
 * `GET /api/ext/store-content/{banners|homepage|stores}/{nl|en}`: the store's banners and
 * homepage (docs/specification/entities.md) and the brand's stores for the store locator: the JSON file in this
 * process's DATA_DIR/content when there is one, else the copy every process reads from the
 * database. Read on every request, so an edited file shows without a restart; browsers may keep
 * it five minutes.
 */
export async function storeContentRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get<{ Params: { kind: string; storeCode: string } }>(
    "/api/ext/store-content/:kind/:storeCode",
    async (req, reply) => {
      const { kind, storeCode } = req.params;
      if (!KINDS.has(kind) || !STORE_CODES.has(storeCode))
        throw notFound(`No store content ${kind} for store ${storeCode}`);
      const name = `${kind}.${storeCode}.json`;
      const text =
        (await readContentFile(join(shop.dataDir, "content", name))) ??
        (await readStoreContentFile(shop.database.db, name));
      if (text === null) throw notFound(`No store content ${kind} for store ${storeCode}`);
      reply.header("Cache-Control", "public, max-age=300");
      return { code: 200, result: JSON.parse(text) as unknown };
    },
  );
}

async function readContentFile(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
