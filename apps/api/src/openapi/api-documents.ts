import swagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import shopPackage from "../../../../package.json" with { type: "json" };
import { describedOperations } from "./described-operations";
import { type DocumentName, documentOf, routeSchemaOf } from "./route-schema";

declare module "fastify" {
  interface FastifyInstance {
    /** The shopper's API as OpenAPI 3.1: every public `/api` route. */
    publicApiDocument(): Record<string, unknown>;
    /** The back office's API as OpenAPI 3.1: every `/api/admin` route. */
    adminApiDocument(): Record<string, unknown>;
  }
}

const TAGS = {
  public: [
    [
      "Catalogue",
      "Products, categories and their prices, stock and URLs, as the storefront reads them",
    ],
    ["Cart", "The server cart (quote): lines, coupon, totals, shipping and payment methods"],
    ["Order", "Placing an order, and the shop's settings for orders placed offline"],
    [
      "Payments",
      "Paying an order with iDEAL, Bancontact or a card, and the order's payment status",
    ],
    [
      "Customer",
      "Customer accounts: logins, profile, passwords, order history, returns and own data",
    ],
    ["Reviews", "Product reviews, written by shoppers and approved by the shop"],
    ["Newsletter", "Newsletter sign-up with double opt-in, and its status"],
    ["Stock alerts", "A mail to a customer when a product is back in stock"],
    ["Content", "CMS pages and blocks, banners, the home page and the brand's stores"],
    ["Contact", "The contact form's mail to the shop"],
    ["Files", "Downloads and invoices of an order"],
    ["Shop", "The shop itself: its health and this description"],
  ],
  admin: [
    ["Session", "The back office's login, logout, two-step login and the caller"],
    ["Orders", "Orders and what staff do with them: ship, note, cancel, refund, invoices"],
    ["Returns", "Returns sent back by customers: receive, reject, refund"],
    ["Reviews", "Reviews waiting for approval"],
    ["Catalogue", "Products, their pictures and categories: the lists, new ones and changes"],
    ["Stock", "Counting a product's pieces and taking in deliveries"],
    ["Staff", "The shop's staff members, for the owner"],
    [
      "Customers",
      "Customers: finding them, one customer's page, her data and deleting her account",
    ],
    ["Reports", "The dashboard, the audit trail and exports"],
    ["Shop", "This description"],
  ],
} as const;

const SECURITY_SCHEMES = {
  public: {
    customerToken: {
      type: "apiKey",
      in: "query",
      name: "token",
      description: "The access token of `POST /api/user/login`",
    },
    customerBearer: {
      type: "http",
      scheme: "bearer",
      description: "The access token of `POST /api/user/login`, in the header",
    },
  },
  admin: {
    staffSession: {
      type: "apiKey",
      in: "cookie",
      name: "etalage_admin",
      description: "The session cookie `POST /api/admin/login` sets",
    },
    csrfToken: {
      type: "apiKey",
      in: "header",
      name: "x-csrf-token",
      description:
        "The session's `csrfToken` (login and `GET /api/admin/me` answer it), on every call that changes something",
    },
  },
} as const;

function openapiOf(name: DocumentName) {
  return {
    openapi: "3.1.0",
    info: {
      title: name === "public" ? "Etalage shop API" : "Etalage back-office API",
      version: shopPackage.version,
      description:
        name === "public"
          ? "The JSON API of the Etalage shop. Every answer is `{code, result}` with the HTTP status as `code` (a few named ones answer bare). Texts follow the store view: `storeCode=nl` (default) or `en`."
          : "The back office's API at `/api/admin`: log in with `POST /api/admin/login`, then send the session cookie, and on every call that changes something its `x-csrf-token`.",
      license: { name: "Proprietary", identifier: "LicenseRef-Etalage" },
    },
    tags: TAGS[name].map(([tag, description]) => ({ name: tag, description })),
    components: { securitySchemes: SECURITY_SCHEMES[name] },
  };
}

/**
 * The two OpenAPI documents, made by @fastify/swagger from the routes as they are registered:
 * a route added later shows up by itself, described by its entry in the operations' tables
 * (described-operations.ts) with the zod schemas it validates its input with. Registered before
 * the routes, as it learns them when they are added.
 */
export async function registerApiDocuments(app: FastifyInstance): Promise<void> {
  const operations = describedOperations();
  const routes: string[] = [];
  registered.set(app, routes);
  app.addHook("onRoute", (route) => {
    const method = methodOf(route);
    if (method !== "HEAD" && documentOf(route.url)) routes.push(`${method} ${route.url}`);
  });
  for (const name of ["public", "admin"] as const) {
    await app.register(swagger, {
      openapi: openapiOf(name),
      decorator: name === "public" ? "publicApiDocument" : "adminApiDocument",
      // OpenAPI 3.1's schemas are JSON Schema 2020-12, where const is a keyword of its own.
      convertConstToEnum: false,
      transform: ({ url, route }) => {
        const method = methodOf(route);
        if (documentOf(url) !== name) return { schema: { hide: true }, url };
        const operation = operations.get(`${method} ${url}`);
        // An undescribed route is listed bare: the document's test names it.
        if (!operation) return { schema: {}, url };
        return { schema: routeSchemaOf(method, url, operation), url };
      },
    });
  }
}

const registered = new WeakMap<FastifyInstance, string[]>();

/** Every `/api` route of the server as `METHOD /path` (as registered, `:name` parameters). */
export const registeredApiRoutes = (app: FastifyInstance): readonly string[] =>
  registered.get(app) ?? [];

const methodOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method[0] : route.method) as string;
