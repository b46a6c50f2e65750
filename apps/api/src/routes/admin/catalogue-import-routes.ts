import { importCatalogueCsv, recordAudit } from "@etalage/commerce";
import { transaction } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { catalogueCall, catalogueInput } from "./catalogue-call";
import { staffLanguageOf } from "./staff-language";

/** The largest CSV the back office takes in one call; larger catalogues go through npm run import. */
const MAX_CSV_BYTES = 50 * 1024 * 1024;

const importQuery = z.object({
  dryRun: z.enum(["true", "false"], "wrong").default("true"),
  refuseNewCategories: z.enum(["true", "false"], "wrong").default("false"),
});

const edit = { admin: { permission: "catalogue.edit" } } as const;

/**
 * `POST /api/admin/products/import?dryRun=true|false` with the CSV as a `text/csv` body: the
 * same import as `npm run import`, from the back office. A dry run (the default) answers the
 * report and changes nothing; pictures the file names must be in the shop already.
 */
export function catalogueImportRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.register(async (csv) => {
    csv.addContentTypeParser(
      "text/csv",
      { parseAs: "string", bodyLimit: MAX_CSV_BYTES },
      (_r, body, done) => done(null, body),
    );
    csv.post(
      "/api/admin/products/import",
      { config: edit, bodyLimit: MAX_CSV_BYTES },
      (request, reply) =>
        catalogueCall(request, reply, async () => {
          const query = catalogueInput(importQuery, request.query, request);
          const text = typeof request.body === "string" ? request.body : "";
          const dryRun = query.dryRun === "true";
          const report = await importCatalogueCsv(text, {
            db: shop.database.db,
            dryRun,
            refuseNewCategories: query.refuseNewCategories === "true",
            // An upload carries no pictures: those it names must be in the shop already.
            readPicture: async () => null,
            pictureProblem: async () => null,
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
          const dutch = staffLanguageOf(request) === "nl";
          return {
            ...report,
            problems: report.problems.map(({ line, column, message, nl }) => ({
              line,
              column,
              message: dutch ? nl : message,
            })),
          };
        }),
    );
  });
}

/** The input schema, for the API document. */
export { importQuery as catalogueImportQuery };
