import { Readable } from "node:stream";
import {
  CSV_BOM,
  type ExportKind,
  type ExportLanguage,
  newsletterExportLines,
  orderExportLines,
  orderExportTimes,
  recordExport,
  shopDayOf,
} from "@etalage/commerce";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering } from "./admin-answers";

const language = z.enum(["nl", "en"]).default("nl");
export const ordersQuery = z.object({
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  lang: language,
});
export const newsletterQuery = z.object({ lang: language });

const FILE_NAMES: Record<ExportKind, Record<ExportLanguage, string>> = {
  orders: { nl: "bestellingen", en: "orders" },
  newsletter: { nl: "nieuwsbrief", en: "newsletter" },
};

const exportAccess = { admin: { permission: "personal-data.export" } } as const;

/** Sends CSV lines as they are made: the BOM first, then a page of records at a time. */
function sendCsv(
  reply: FastifyReply,
  kind: ExportKind,
  lang: ExportLanguage,
  lines: AsyncGenerator<string>,
) {
  const name = `${FILE_NAMES[kind][lang]}-${shopDayOf(new Date())}.csv`;
  async function* withBom() {
    yield CSV_BOM;
    yield* lines;
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(withBom()));
}

/**
 * The owner's exports of personal data, for Excel: `GET /api/admin/orders.csv?from=&to=` (the
 * shop's days, both included) and `GET /api/admin/newsletter.csv`. Each is written to the audit
 * log before it starts.
 */
export function exportRoutes(scope: FastifyInstance, shop: Shop): void {
  const { db } = shop.database;

  scope.get("/api/admin/orders.csv", { config: exportAccess }, async (request, reply) => {
    const query = validate(ordersQuery, request.query, "query parameter");
    const { from, to } = query;
    const times = await answering(reply, async () => orderExportTimes({ from, to }));
    await recordExport(
      db,
      staffOf(request),
      "orders",
      { from: from ?? null, to: to ?? null },
      new Date(),
    );
    return sendCsv(reply, "orders", query.lang, orderExportLines(db, times, query.lang));
  });

  scope.get("/api/admin/newsletter.csv", { config: exportAccess }, async (request, reply) => {
    const query = validate(newsletterQuery, request.query, "query parameter");
    await recordExport(db, staffOf(request), "newsletter", {}, new Date());
    return sendCsv(reply, "newsletter", query.lang, newsletterExportLines(db, query.lang));
  });
}
