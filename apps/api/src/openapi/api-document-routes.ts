import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../http/http-error";
import { publicOrigin } from "../http/public-origin";
import { guardBackOffice } from "../routes/admin/admin-access";
import type { Shop } from "../shop";
import { DOCS_FILES, DOCS_PAGE, DOCS_PAGE_POLICY, docsFile } from "./docs-page";

/**
 * `GET /api/openapi.json` (the shopper's API), `GET /api/admin/openapi.json` (the back office's,
 * for staff alone) and `GET /api/docs`, the page that reads both.
 */
export async function apiDocumentRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const { publicUrl } = shop.settings;
  const withServer = (document: Record<string, unknown>, request: FastifyRequest) => ({
    ...document,
    servers: [{ url: new URL(publicOrigin(request, publicUrl)).origin, description: "This shop" }],
  });

  app.get("/api/openapi.json", async (request) => withServer(app.publicApiDocument(), request));

  await app.register(async (scope) => {
    guardBackOffice(scope, shop);
    scope.get(
      "/api/admin/openapi.json",
      { config: { admin: { permission: "own-profile" } } },
      async (request) => withServer(app.adminApiDocument(), request),
    );
  });

  app.get("/api/docs", async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", DOCS_PAGE_POLICY)
      .header("cache-control", "no-cache")
      .send(DOCS_PAGE),
  );

  app.get<{ Params: { file: string } }>("/api/docs/:file", async (request, reply) => {
    const type = Object.hasOwn(DOCS_FILES, request.params.file)
      ? DOCS_FILES[request.params.file]
      : undefined;
    if (!type) throw notFound(`No such file of the docs page: ${request.params.file.slice(0, 64)}`);
    return reply
      .type(type)
      .header("cache-control", "public, max-age=3600")
      .send(await docsFile(request.params.file));
  });
}
