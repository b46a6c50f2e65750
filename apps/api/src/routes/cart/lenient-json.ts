import type { FastifyInstance } from "fastify";

/**
 * JSON bodies for the cart and order calls, where an empty body is allowed: Vue Storefront
 * posts `create`, `collect-totals` and the coupon calls with a JSON content type and no body.
 * Register inside the calls' own plugin scope so other routes keep Fastify's parser.
 */
export function acceptEmptyJsonBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        // statusCode makes the envelope answer 400 "The request body is not valid JSON".
        done(
          Object.assign(new SyntaxError("The request body is not valid JSON"), { statusCode: 400 }),
        );
      }
    },
  );
}
