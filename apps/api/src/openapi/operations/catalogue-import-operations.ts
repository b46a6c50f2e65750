import { z } from "zod";
import { catalogueImportQuery } from "../../routes/admin/catalogue-import-routes";
import { type Answer, type Operation, ok, refusal } from "../answers";
import { bool, int, list, obj, str } from "../schema-words";

const report = obj({
  dryRun: bool,
  problems: list(obj({ line: int, column: str, message: str })),
  newCategories: list(str),
  created: int,
  updated: int,
  unchanged: int,
  skipped: int,
});
const reportExample = {
  dryRun: true,
  problems: [
    { line: 23, column: "price", message: '"twaalf" is not an amount from 0 to 1000000' },
    { line: 31, column: "base_image", message: "Picture jurk-noor.jpg not found" },
  ],
  newCategories: ["Default Category/Blouses"],
  created: 10,
  updated: 0,
  unchanged: 0,
  skipped: 2,
};

/** A refused field or part: `{code: 400, result: "field: why", meta: {field}}`. */
const refusedField: Answer = {
  description:
    "A field or part is not valid (a broken zip among them): the field and why, in the member's language (Accept-Language)",
  schema: obj({ code: { const: 400 }, result: str, "meta?": obj({ field: str }) }),
  example: {
    code: 400,
    result: 'pictures: "foto\'s.zip" is geen leesbaar zip-bestand',
    meta: { field: "pictures" },
  },
};

const file = (description: string) => z.string().meta({ format: "binary", description });

/** The back office's import of Magento 2's product CSV, with a zip of its pictures. */
export const catalogueImportOperations: Record<string, Operation> = {
  "POST /api/admin/products/import": {
    summary: "Import Magento 2's product CSV (a dry run unless dryRun=false)",
    description: [
      "For the owner: the CSV as a text/csv body (at most 50 MB), as `npm run import` reads it, or as multipart/form-data with the CSV as its `csv` part and, optionally, a zip of the pictures it names as its `pictures` part (at most 200 MB; each picture at most 20 MB, checked by its content as a picture upload is). A picture is found in the zip by the path the CSV names it by, also under the zip's one top folder; a name leaving the zip (`../`) is never found.",
      "A dry run lists every problem with its line and column, in the member's language (Accept-Language: Dutch unless English), and changes nothing; a picture is missing only when neither the shop nor the zip holds it. A real run writes each product, or configurable with its variants, whole or not at all, and leaves alone what the shop holds already.",
      'A real run asked with `Accept: application/x-ndjson` answers while it runs: one JSON object a line, `{"done": n, "total": m}` at most ten times a second as products are written, then `{"report": {…}}` with the report the JSON answer would give. Should the run fail once those lines have begun, the last line is `{"error": "…"}`. Refusals before the run (a bad field, a broken or too large zip) answer as JSON, as without that header. The request alone carries the run: any of the shop\'s processes may answer it.',
    ].join("\n\n"),
    tag: "Catalogue",
    caller: "staff",
    query: catalogueImportQuery,
    body: z.string().meta({ description: "The CSV file" }),
    bodyType: "text/csv",
    bodyExample: "sku,store_view_code,…\nIMP-NOOR,,Default,simple,…",
    otherBodies: {
      "multipart/form-data": {
        body: z.object({
          csv: file("The CSV file"),
          pictures: file(
            "A zip of the pictures the CSV names (JPEG, PNG, WebP or AVIF)",
          ).optional(),
        }),
      },
    },
    answers: {
      200: {
        ...ok(report, reportExample),
        otherTypes: {
          "application/x-ndjson": {
            schema: {
              description:
                "One of these objects a line: progress while the run goes, then its report (or an error)",
              oneOf: [obj({ done: int, total: int }), obj({ report }), obj({ error: str })],
            },
            example: { done: 120, total: 400 },
          },
        },
      },
      400: refusedField,
      413: refusal(
        413,
        "The CSV is larger than 50 MB, the zip than 200 MB, or its pictures unpack to more than 400 MB",
        "pictures: is groter dan 200 MB",
      ),
    },
  },
};
