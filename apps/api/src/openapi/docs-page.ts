import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The policy of the docs page: its own scripts and styles only (Swagger UI, served by the shop
 * from its installed package), pictures of its own or inline SVG data, and calls to the shop alone.
 */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(";");

/**
 * Starts Swagger UI on one of the shop's two documents: the shop's, or with `?api=admin` the back
 * office's (it opens for staff alone). Swagger UI's own top bar is left out: its logo brings an
 * inline style the page's policy refuses.
 */
const START_SCRIPT = `window.addEventListener("load", function () {
  var admin = new URLSearchParams(location.search).get("api") === "admin";
  window.ui = SwaggerUIBundle({
    url: admin ? "/api/admin/openapi.json" : "/api/openapi.json",
    dom_id: "#docs",
    deepLinking: true,
    validatorUrl: "none"
  });
});
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Etalage API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<nav><a href="/api/docs">Shop API</a> | <a href="/api/docs?api=admin">Back-office API (staff)</a></nav>
<div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** The files of the docs page, by name: Swagger UI's own, and the script that starts it. */
export const DOCS_FILES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "start.js": "text/javascript; charset=utf-8",
};

const swaggerUiFolder = () =>
  dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const read = new Map<string, Promise<Buffer>>();

/** A file of the docs page, read once from the installed package. */
export function docsFile(name: string): Promise<Buffer> {
  let bytes = read.get(name);
  if (!bytes) {
    bytes =
      name === "start.js"
        ? Promise.resolve(Buffer.from(START_SCRIPT))
        : readFile(join(swaggerUiFolder(), name));
    read.set(name, bytes);
  }
  return bytes;
}
