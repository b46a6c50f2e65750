import type { EntityType } from "@etalage/contracts";
import { ENTITY_TYPES } from "@etalage/contracts";
import { SearchRequestError, SearchTimeoutError } from "@etalage/search";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest, notFound } from "../http/http-error";
import { validate } from "../http/validate";
import type { Shop } from "../shop";

const INDEXES = new Set(["catalog_nl", "catalog_en"]);
const MAX_SIZE = 5000;

const list = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((f) => f.trim())
      .filter(Boolean),
  )
  .optional();
const number = z.coerce.number().int().optional();

const query = z.object({
  request: z.string().optional(),
  from: number,
  size: number.refine((n) => n === undefined || n <= MAX_SIZE, `must be at most ${MAX_SIZE}`),
  sort: z
    .string()
    .regex(/^[\w.]+(:(asc|desc))?(,[\w.]+(:(asc|desc))?)*$/, "use field:asc or field:desc")
    .optional(),
  _source_include: list,
  _source_exclude: list,
  _source_includes: list,
  _source_excludes: list,
});

/**
 * `/api/catalog/{index}/{type}/_search`: the Elasticsearch-style catalogue search, answered in
 * Elasticsearch's own shape (no envelope). The body comes URL-encoded in `request` (GET) or as JSON (POST).
 * A request past the search limits (SEARCH_LIMITS: nesting, clauses, terms, buckets, result
 * window) is a 400 naming the limit; a search stopped by its time budget is a 503 to retry.
 */
export async function catalogSearchRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const handler = async (
    req: FastifyRequest<{ Params: { index: string; type: string } }>,
    reply: FastifyReply,
  ) => {
    const { index, type } = req.params;
    if (!INDEXES.has(index)) throw notFound(`Unknown catalogue index: ${index}`);
    if (!ENTITY_TYPES.includes(type as EntityType)) throw notFound(`Unknown entity type: ${type}`);
    const q = validate(query, req.query, "search parameter");
    const body = req.method === "POST" ? bodyObject(req.body) : parseRequest(q.request);
    const { groupId: _g, groupToken: _t, ...esBody } = body;
    try {
      return shop.catalogue.engine.search(index, type, esBody, {
        from: q.from !== undefined ? Math.max(0, q.from) : undefined,
        size: q.size,
        sort: q.sort,
        sourceInclude: q._source_include ?? q._source_includes,
        sourceExclude: q._source_exclude ?? q._source_excludes,
      });
    } catch (error) {
      if (error instanceof SearchRequestError) throw badRequest(error.message);
      // Answered here: the envelope's error handler hides the message of every 5xx.
      if (error instanceof SearchTimeoutError) {
        return reply
          .status(503)
          .header("Retry-After", "1")
          .send({ code: 503, result: error.message });
      }
      throw error;
    }
  };
  app.get("/api/catalog/:index/:type/_search", handler);
  app.post("/api/catalog/:index/:type/_search", handler);
}

function parseRequest(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest("The request parameter is not valid JSON");
  }
  return bodyObject(parsed);
}

function bodyObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest("The search request must be a JSON object");
  return value as Record<string, unknown>;
}

/** The query the search reads, for the API document. */
export { query as searchQuery };
