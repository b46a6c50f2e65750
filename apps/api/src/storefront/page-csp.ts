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

/**
 * CSP source expressions (`'sha256-…'`) of the page's inline scripts, in page order without
 * repeats: React Router's context, route modules and scroll restoration are inline scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || isData(attributes)) continue;
    // The browser hashes the text after its parser turned CR LF and lone CR into LF.
    const parsed = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface PagePolicyOptions {
  /** The shop is reached over https (PUBLIC_URL): stray http:// subresources are upgraded. */
  https: boolean;
}

/**
 * The Content-Security-Policy a storefront page runs under: its own scripts by file or by the
 * hash of each inline script, never other inline code. Styles allow `unsafe-inline` for React's
 * `style` props; pictures come from `/img` and CSS data: URIs.
 */
export function pageContentSecurityPolicy(html: string, options: PagePolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScriptHashes(html)],
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
