import { importCatalogueCsv, recordAudit } from "@etalage/commerce";
import type { ImportReport, StoreCode } from "@etalage/contracts";
import { transaction } from "@etalage/db";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { importPictureProblem } from "../../catalogue-csv/picture-problem";
import { staffLanguageOf } from "../../http/request-language";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { catalogueCall, catalogueInput } from "./catalogue-call";
import { type ImportUpload, importUpload, MAX_CSV_BYTES } from "./catalogue-import-upload";
import { betweenProducts, streamImport, wantsProgress } from "./import-progress-stream";

const importQuery = z.object({
  dryRun: z.enum(["true", "false"], "wrong").default("true"),
  refuseNewCategories: z.enum(["true", "false"], "wrong").default("false"),
});

/** A real run that fails once its progress is under way ends its answer with this line. */
const STOPPED = {
  nl: "De import is gestopt door een fout van de winkel; eerder geïmporteerde producten blijven staan.",
  en: "The import stopped on the shop's own fault; products imported before it stay.",
} as const;

const edit = { admin: { permission: "catalogue.edit" } } as const;

interface ImportCall {
  upload: ImportUpload;
  dryRun: boolean;
  refuseNewCategories: boolean;
  language: StoreCode;
}

/** The import itself, its audit line and the shop's new index; the report in her language. */
async function runImport(
  shop: Shop,
  request: FastifyRequest,
  call: ImportCall,
  progress: (done: number, total: number) => Promise<void> = betweenProducts,
): Promise<ImportReport> {
  const { upload, dryRun, language } = call;
  const zip = upload.pictures;
  const report = await importCatalogueCsv(upload.csv, {
    db: shop.database.db,
    dryRun,
    refuseNewCategories: call.refuseNewCategories,
    // Without a zip, the pictures the file names must be in the shop already.
    readPicture: async (name) => {
      const found = zip?.find(name);
      if (!found) return null;
      return found !== "not a picture" && !found.tooLarge ? found.bytes : new Uint8Array(0);
    },
    pictureProblem: async (name, bytes) => {
      const found = zip?.find(name);
      if (found && found !== "not a picture" && found.tooLarge)
        return language === "nl" ? "is groter dan 20 MB" : "is larger than 20 MB";
      return importPictureProblem(name, bytes, language);
    },
    progress,
  });
  if (!dryRun) {
    await transaction(shop.database.db, (trx) =>
      recordAudit(
        trx,
        staffOf(request),
        {
          action: "catalogue.import",
          subjectType: "product",
          subjectId: "import",
          details: {
            created: report.created,
            updated: report.updated,
            unchanged: report.unchanged,
            skipped: report.skipped,
            problems: report.problems.length,
          },
        },
        new Date(),
      ),
    );
    if (report.created + report.updated > 0) {
      await shop.catalogue.rebuild();
      await shop.catalogueChanges.rebuilt();
    }
  }
  // Each problem in the member's language (Accept-Language), as the API's other messages.
  return {
    ...report,
    problems: report.problems.map(({ line, column, message, nl }) => ({
      line,
      column,
      message: language === "nl" ? nl : message,
    })),
  };
}

/**
 * `POST /api/admin/products/import?dryRun=true|false`: the same import as `npm run import`, from
 * the back office. The CSV comes as a `text/csv` body, or as multipart/form-data with a `csv` file
 * and an optional `pictures` zip holding the pictures it names. A dry run (the default) answers
 * the report and changes nothing. A real run asked with `Accept: application/x-ndjson` answers
 * its progress line by line while it runs, then the report; the request alone carries it, so
 * any of the shop's processes may take it.
 */
export function catalogueImportRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.register(async (csv) => {
    await csv.register(multipart, { throwFileSizeLimit: true });
    csv.addContentTypeParser(
      "text/csv",
      { parseAs: "string", bodyLimit: MAX_CSV_BYTES },
      (_r, body, done) => done(null, body),
    );
    csv.post(
      "/api/admin/products/import",
      // Progress lines go out as they come: compressing would hold them back.
      { config: edit, bodyLimit: MAX_CSV_BYTES, compress: false },
      async (request, reply) => {
        const language = staffLanguageOf(request);
        const read = await catalogueCall(request, reply, async () => {
          const query = catalogueInput(importQuery, request.query, request);
          return {
            upload: await importUpload(request, language),
            dryRun: query.dryRun === "true",
            refuseNewCategories: query.refuseNewCategories === "true",
            language,
          } satisfies ImportCall;
        });
        if (read === undefined) return reply;
        const call = read.result;
        if (!call.dryRun && wantsProgress(request))
          return streamImport(reply, STOPPED[language], (progress) =>
            runImport(shop, request, call, progress),
          );
        return catalogueCall(request, reply, () => runImport(shop, request, call));
      },
    );
  });
}

/** The input schema, for the API document. */
export { importQuery as catalogueImportQuery };
