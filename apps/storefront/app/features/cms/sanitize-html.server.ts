/**
 * A small allow-list sanitiser for the shop's own CMS HTML, run on the server before the HTML is
 * rendered with dangerouslySetInnerHTML: scripts, styles and embeds go with their content, event
 * handlers and style attributes go, links keep only safe protocols. Tags outside the list are
 * dropped while their text stays.
 */
const ALLOWED_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "dd",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "li",
  "ol",
  "p",
  "pre",
  "s",
  "section",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
]);

const GLOBAL_ATTRIBUTES = new Set(["id", "title", "lang", "dir"]);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "rel", "target", "hreflang"]),
  img: new Set(["src", "alt", "width", "height", "loading"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  ol: new Set(["start"]),
};
const URL_ATTRIBUTES = new Set(["href", "src"]);

/** Elements removed with everything inside them. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|noscript|template|svg|math|textarea|select|button|form)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const DANGEROUS_OPENING =
  /<\/?(script|style|iframe|object|embed|noscript|template|svg|math|textarea|select|button|form|link|meta|base)\b[^>]*>/gi;
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Control characters browsers ignore inside a URL ("java\tscript:"). */
const CONTROL_CHARACTERS = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]+`,
  "g",
);

function isSafeUrl(value: string): boolean {
  const url = value.trim().replace(/\s+/g, "").replace(CONTROL_CHARACTERS, "").toLowerCase();
  if (url.startsWith("/") || url.startsWith("#") || url.startsWith("?")) return true;
  if (!/^[a-z][a-z0-9+.-]*:/.test(url)) return true;
  return /^(https?|mailto|tel):/.test(url);
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!#?\w+;)/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;");

function cleanAttributes(tag: string, raw: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  let out = "";
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === "a" && /target=/.test(out)) out += ' rel="noopener noreferrer"';
  return out;
}

export function sanitizeHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(DROPPED_WITH_CONTENT, "")
    .replace(DANGEROUS_OPENING, "")
    .replace(
      TAG,
      (_whole, closing: string, name: string, attributes: string, selfClosing: string) => {
        const tag = name.toLowerCase();
        if (!ALLOWED_TAGS.has(tag)) return "";
        if (closing) return `</${tag}>`;
        return `<${tag}${cleanAttributes(tag, attributes)}${selfClosing ? " /" : ""}>`;
      },
    );
}
