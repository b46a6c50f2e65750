import { createHash } from "node:crypto";

/**
 * Inline `<script>` elements as React renders them. Their text cannot contain `</script` (React
 * escapes it), so the first closing tag ends each one.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** `application/ld+json` and other JSON blocks are data the browser never runs. */
function isData(attributes: string): boolean {
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
  return value === "application/json" || value.endsWith("+json");
}

/** Whether `text` parses as a JSON object: data, never code. */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}

// The forms of React Router's own inline scripts. Each holds only code of a fixed text and data
// that is JSON, so a script of any other form, wherever it came from, is never allowed to run.
const CONTEXT =
  /^window\.__reactRouterContext = (\{.*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/s;
const ENQUEUE =
  /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\\n\r]|\\.)*")\);$/;
const CLOSE = "window.__reactRouterContext.streamController.close();";
const ROUTE_MODULES =
  /^;?\s*((?:import \* as route\d+ from "[^"]+";\s*)+)window\.__reactRouterManifest = (\{[\s\S]*\});\s*window\.__reactRouterRouteModules = \{(?:"[\w/.-]+":route\d+,?)+\};\s*import\("([^"]+)"\);$/;
const IMPORTED = /import \* as route\d+ from "([^"]+)";/g;

/** The built files a page's scripts may import: `/assets/` and a name of the build's. */
export type BuiltScript = (path: string) => boolean;

/** Whether an inline script is one of React Router's, in a form given above. */
function isOwnScript(text: string, built: BuiltScript): boolean {
  if (text === CLOSE) return true;
  // One string literal, whole (no unescaped quote or line break inside): data, never code.
  if (ENQUEUE.test(text)) return true;
  const context = CONTEXT.exec(text);
  if (context) return isJsonObject(context[1] ?? "");
  const modules = ROUTE_MODULES.exec(text);
  if (!modules) return false;
  const imported = [...(modules[1] ?? "").matchAll(IMPORTED)].map((match) => match[1] ?? "");
  return isJsonObject(modules[2] ?? "") && [...imported, modules[3] ?? ""].every(built);
}

/**
 * CSP source expressions (`'sha256-…'`) of the page's own inline scripts, in page order without
 * repeats: React Router's context, its data and the route modules it imports. An inline script of
 * any other form is left out, so the browser does not run it, even if it reached the page.
 */
export function inlineScriptHashes(html: string, built: BuiltScript): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || isData(attributes)) continue;
    // The browser hashes the text after its parser turned CR LF and lone CR into LF.
    const parsed = text.replace(/\r\n?/g, "\n");
    if (!isOwnScript(parsed, built)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface PagePolicyOptions {
  /** The shop is reached over https (PUBLIC_URL): stray http:// subresources are upgraded. */
  https: boolean;
  /** Which paths are the build's own scripts (the route modules a page may import). */
  built: BuiltScript;
}

/**
 * The Content-Security-Policy a storefront page runs under: its own scripts by file or by the
 * hash of each of its own inline scripts (React Router's), never other inline code. Styles allow `unsafe-inline` for React's
 * `style` props; pictures come from `/img` and CSS data: URIs.
 */
export function pageContentSecurityPolicy(html: string, options: PagePolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScriptHashes(html, options.built)],
    ["script-src-attr", "'none'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}
