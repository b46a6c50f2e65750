import {
  DOWNLOADS_PATH,
  DownloadError,
  type DownloadRefusal,
  openOrderDownload,
} from "@etalage/commerce";
import { DOWNLOAD_MESSAGES } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { ownerOf } from "../cart/cart-caller";
import { readDownloadFile } from "./download-files";

/** `?token=` (the customer's) or `?orderToken=` (a guest's order): the buyer's proof. */
export const downloadQuery = z.object({
  token: z.string().max(4096).optional(),
  orderToken: z.string().trim().max(200).optional(),
});

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
    const query = validate(downloadQuery, request.query, "query parameter");
    const caller = await ownerOf(shop, request, query.token);
    let opened: Awaited<ReturnType<typeof openOrderDownload>>;
    try {
      opened = await openOrderDownload(shop.database.db, request.params.key, {
        customerId: caller.customerId,
        orderToken: query.orderToken || undefined,
      });
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
