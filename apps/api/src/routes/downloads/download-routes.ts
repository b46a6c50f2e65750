import {
  DOWNLOADS_PATH,
  DownloadError,
  type DownloadRefusal,
  openOrderDownload,
} from "@etalage/commerce";
import { DOWNLOAD_MESSAGES } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/http-error";
import type { Shop } from "../../shop";
import { buyerProofOf } from "../buyer-proof";
import { readDownloadFile } from "./download-files";

const refusalStatus: Record<DownloadRefusal, number> = {
  not_found: 404,
  not_yours: 403,
  not_paid: 403,
};

/**
 * `GET /api/ext/downloads/{key}`: a file of a paid downloadable product, for its buyer only.
 * The key comes with the order (order history, order-status page) and cannot be guessed.
 */
export async function downloadRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get<{ Params: { key: string } }>(`${DOWNLOADS_PATH}/:key`, async (request, reply) => {
    const buyer = await buyerProofOf(shop, request);
    let opened: Awaited<ReturnType<typeof openOrderDownload>>;
    try {
      opened = await openOrderDownload(shop.database.db, request.params.key, buyer);
    } catch (error) {
      if (error instanceof DownloadError)
        throw new HttpError(refusalStatus[error.kind], error.message);
      throw error;
    }
    const bytes = await readDownloadFile(shop.dataDir, opened.file);
    if (!bytes) throw new HttpError(404, DOWNLOAD_MESSAGES.missingFile);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${opened.fileName}"`)
      .header("cache-control", "private, no-store")
      .header("referrer-policy", "no-referrer")
      .send(bytes);
  });
}
