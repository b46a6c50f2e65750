import { z } from "zod";
import { bare, file, type Operation, ok, refusal } from "../answers";
import { any, int, obj, oneOfText, str } from "../schema-words";

const health = obj({
  status: oneOfText("ok", "unavailable"),
  version: str,
  "reason?": str,
  "database?": str,
  "products?": int,
});
const documentAnswer = bare(
  obj({ openapi: { const: "3.1.0" }, info: any, paths: any }),
  { openapi: "3.1.0", info: { title: "Etalage shop API", version: "0.1.0" }, paths: {} },
  "The OpenAPI 3.1 document",
);

/** The shop itself: its health, and its API's description. */
export const shopOperations: Record<string, Operation> = {
  "GET /api/health": {
    summary: "Whether the shop can serve",
    description:
      "200 when the database answers within 2 s and the search index holds the catalogue. A check from the shop's own machine, or with `HEALTH_TOKEN`, also reads the reason, the database and the number of products.",
    tag: "Shop",
    caller: "anyone",
    answers: {
      200: ok(health, { status: "ok", version: "0.1.0" }),
      503: {
        description: "The database does not answer, or the catalogue is not indexed",
        schema: obj({ code: { const: 503 }, result: health }),
        example: { code: 503, result: { status: "unavailable", version: "0.1.0" } },
      },
    },
  },
  "GET /api/openapi.json": {
    summary: "This document",
    tag: "Shop",
    caller: "anyone",
    answers: { 200: documentAnswer },
  },
  "GET /api/docs": {
    summary: "The API's docs page",
    description:
      "Swagger UI, served by the shop itself, reading this document; `?api=admin` reads the back office's (for staff).",
    tag: "Shop",
    caller: "anyone",
    answers: { 200: file("text/html", "The page") },
  },
  "GET /api/docs/:file": {
    summary: "A file of the docs page",
    tag: "Shop",
    caller: "anyone",
    params: z.object({
      file: z.enum(["swagger-ui.css", "swagger-ui-bundle.js", "start.js"]),
    }),
    answers: {
      200: file(["text/javascript", "text/css"], "The script or the style sheet"),
      404: refusal(404, "No such file", "No such file of the docs page: index.html"),
    },
  },
  "GET /api/admin/openapi.json": {
    summary: "This document",
    description: "For staff alone.",
    tag: "Shop",
    caller: "staff",
    answers: {
      200: {
        ...documentAnswer,
        example: {
          openapi: "3.1.0",
          info: { title: "Etalage back-office API", version: "0.1.0" },
          paths: {},
        },
      },
    },
  },
};
