import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { checkRepliesAgainstDocuments } from "./api-document-check";

const envelope = (status: number, result: object) => ({
  type: "object",
  required: ["code", "result"],
  properties: { code: { const: status }, result },
});

/** A document of one route: `POST /api/things/{id}` takes `{name}` and answers `{code: 200, result: {id}}`. */
const DOCUMENT = {
  paths: {
    "/api/things/{id}": {
      post: {
        summary: "Change a thing",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["name"],
                properties: { name: { type: "string" } },
              },
            },
          },
        },
        responses: {
          200: {
            content: {
              "application/json": {
                schema: envelope(200, {
                  type: "object",
                  required: ["id"],
                  properties: { id: { type: "integer" } },
                }),
              },
            },
          },
          404: { content: { "application/json": { schema: envelope(404, { type: "string" }) } } },
        },
      },
    },
  },
};

/** A server whose one route answers what the test asks for, checked against DOCUMENT. */
async function serverAnswering(status: number, body: unknown) {
  const app = Fastify();
  app.decorate("publicApiDocument", () => DOCUMENT);
  app.decorate("adminApiDocument", () => ({ paths: {} }));
  const replies = checkRepliesAgainstDocuments(app);
  app.post("/api/things/:id", async (_request, reply) => reply.code(status).send(body));
  await app.ready();
  return { app, replies };
}

const call = (app: Awaited<ReturnType<typeof serverAnswering>>["app"], body: unknown) =>
  app.inject({ method: "POST", url: "/api/things/7", payload: body as object });

describe("the replies' check against the API's document", () => {
  it("lets a reply through that the document describes", async () => {
    const { app, replies } = await serverAnswering(200, { code: 200, result: { id: 7 } });
    await call(app, { name: "Iris" });
    expect(replies.mismatches).toEqual([]);
    expect(() => replies.assertTrue()).not.toThrow();
  });

  it("names a status the document does not list", async () => {
    const { app, replies } = await serverAnswering(409, { code: 409, result: "Taken" });
    await call(app, { name: "Iris" });
    expect(replies.mismatches).toEqual([
      "POST /api/things/7 (/api/things/{id}) answered 409, which its document does not list",
    ]);
    expect(() => replies.assertTrue()).toThrow(/do not match the API's document/);
  });

  it("names a reply body its schema does not allow", async () => {
    const { app, replies } = await serverAnswering(200, { code: 200, result: { id: "7" } });
    await call(app, { name: "Iris" });
    expect(replies.mismatches).toHaveLength(1);
    expect(replies.mismatches[0]).toContain(
      "answered 200 with a body its document does not allow: /result/id must be integer",
    );
  });

  it("names a body the route took that the document does not allow", async () => {
    const { app, replies } = await serverAnswering(200, { code: 200, result: { id: 7 } });
    await call(app, { title: "Iris" });
    expect(replies.mismatches).toHaveLength(1);
    expect(replies.mismatches[0]).toContain("took a body its document does not allow");
  });
});
