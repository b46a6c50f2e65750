import sanitize from "sanitize-html";

/**
 * The allow-list for the shop's own CMS HTML, run on the server before the HTML is rendered with
 * dangerouslySetInnerHTML. sanitize-html parses the HTML as a browser would, so malformed
 * markup (`<img/src=x onerror=…>`, backtick attributes, entity-encoded `javascript&colon;`)
 * cannot slip past it. Scripts, styles and embeds go with their content; event handlers and
 * style attributes go; links and pictures keep only safe protocols; other tags go, their text stays.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    "*": ["id", "title", "lang", "dir"],
    a: ["href", "rel", "target", "hreflang"],
    img: ["src", "alt", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Dropped together with everything inside them, not unwrapped to their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "svg"],
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that opens a new tab may not reach back into the shop's window.
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
