// The yardstick of the storefront benchmark: a bare Fastify answering GET /api/health with a
// small JSON body, nothing else, on the same machine. Prints its port, then serves until killed.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ code: 200, result: { status: "ok" } }));
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(app.server.address().port);
