import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { documentOf } from "../src/openapi/route-schema";

type Document = {
  paths: Record<string, Record<string, Operation>>;
};
type Operation = {
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema?: object }> };
};
type Response = { content?: Record<string, { schema?: object }> };

/** `/api/stock/check/:sku` → `/api/stock/check/{sku}`, as the documents write paths. */
export const documentPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * Checks every reply of a test shop against the API's own documents: its status must be one the
 * document lists for the route, and a JSON body must fit that answer's schema; a JSON body the
 * route took (a 2xx answer) must fit the document's request body. Mismatches are kept (and
 * printed at once); `assertTrue()` throws when there were any.
 */
export function checkRepliesAgainstDocuments(app: FastifyInstance) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  const mismatches: string[] = [];

  const documents = (): Record<"public" | "admin", Document> => ({
    public: app.publicApiDocument() as Document,
    admin: app.adminApiDocument() as Document,
  });

  function validatorOf(key: string, schema: object): ValidateFunction {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  }

  const problemsOf = (validate: ValidateFunction) =>
    (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}`).join("; ");

  /** A JSON body the route took must be one the document allows. */
  function checkRequest(request: FastifyRequest, operation: Operation, key: string, where: string) {
    const schema = operation.requestBody?.content["application/json"]?.schema;
    const type = String(request.headers["content-type"] ?? "");
    if (!schema || request.body == null || !type.startsWith("application/json")) return;
    const validate = validatorOf(`${key} request`, schema);
    if (!validate(request.body))
      mismatches.push(
        `${where} took a body its document does not allow: ${problemsOf(validate)}: ${JSON.stringify(request.body).slice(0, 300)}`,
      );
  }

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const url = request.routeOptions.url;
    const method = request.method;
    const name = url ? documentOf(url) : undefined;
    if (!url || !name || method === "HEAD" || reply.statusCode === 304) return;
    const path = documentPathOf(url);
    const operation = documents()[name].paths[path]?.[method.toLowerCase()];
    // A route the document does not describe is named by openapi.api.test.ts.
    if (!operation?.responses || !("summary" in operation)) return;
    const where = `${method} ${request.url.split("?")[0]} (${path})`;
    const key = `${name} ${method} ${path}`;
    if (reply.statusCode < 300) checkRequest(request, operation, key, where);
    const response = operation.responses[String(reply.statusCode)];
    if (!response) {
      mismatches.push(`${where} answered ${reply.statusCode}, which its document does not list`);
      return;
    }
    const type = String(reply.getHeader("content-type") ?? "")
      .split(";")[0]!
      .trim();
    const media = response.content?.[type];
    if (!media) {
      const listed = Object.keys(response.content ?? {}).join(", ") || "no body";
      mismatches.push(
        `${where} answered ${reply.statusCode} as ${type || "no type"}; its document says ${listed}`,
      );
      return;
    }
    if (type !== "application/json" || !media.schema) return;
    const text = textOf(payload, reply);
    if (text === undefined) return;
    const validate = validatorOf(`${key} ${reply.statusCode}`, media.schema);
    const body = text === "" ? undefined : JSON.parse(text);
    if (!validate(body)) {
      const problems = problemsOf(validate);
      mismatches.push(
        `${where} answered ${reply.statusCode} with a body its document does not allow: ${problems}: ${text.slice(0, 300)}`,
      );
    }
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const before = mismatches.length;
    try {
      check(request, reply, payload);
    } catch (error) {
      mismatches.push(`${request.method} ${request.url}: the check failed: ${String(error)}`);
    }
    for (const mismatch of mismatches.slice(before))
      process.stderr.write(`API document: ${mismatch}\n`);
    return payload;
  });

  return {
    mismatches,
    assertTrue() {
      if (mismatches.length > 0)
        throw new Error(`Replies that do not match the API's document:\n${mismatches.join("\n")}`);
    },
  };
}

/** The JSON text of a reply, also when compression came first; undefined for a stream. */
function textOf(payload: unknown, reply: FastifyReply): string | undefined {
  if (typeof payload === "string") return payload;
  if (!Buffer.isBuffer(payload)) return payload == null ? "" : undefined;
  const encoding = String(reply.getHeader("content-encoding") ?? "");
  if (encoding === "gzip") return gunzipSync(payload).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(payload).toString("utf8");
  if (encoding === "deflate") return inflateSync(payload).toString("utf8");
  return payload.toString("utf8");
}
