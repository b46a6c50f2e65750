/** What a storefront path asks for, before it is looked up. */
export type UrlTarget =
  | { kind: "product"; sku: string; childSku: string | null }
  | { kind: "category"; urlKey: string }
  | { kind: "cms_page"; identifier: string }
  | { kind: "path"; path: string };

/**
 * Reads the path of a storefront URL: the real routes `/p/{sku}/{slug}[/{childSku}]`, `/c/{slug}`
 * and `/i/{slug}`, or else a url_path (e.g. `jurken/linnen-midi-jurk`) for the dispatcher.
 * The store prefix (`en/`), the query and a Magento-style `.html` ending are dropped.
 */
export function readUrlPath(url: string, storePrefix: string): UrlTarget | null {
  let path = (url.split(/[?#]/)[0] ?? "").replace(/^\/+|\/+$/g, "").replace(/\.html$/, "");
  const prefix = storePrefix.replace(/^\//, "");
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`)))
    path = path.slice(prefix.length + 1);
  if (path === "") return null;
  // Each part is read on its own, so an encoded "/" stays inside its part.
  let parts: string[];
  try {
    parts = path.split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts[0] === "p" && parts.length >= 3 && parts.length <= 4)
    return { kind: "product", sku: parts[1]!, childSku: parts[3] ?? null };
  if (parts[0] === "c" && parts.length === 2) return { kind: "category", urlKey: parts[1]! };
  if (parts[0] === "i" && parts.length === 2) return { kind: "cms_page", identifier: parts[1]! };
  return { kind: "path", path: parts.join("/") };
}

/**
 * The url key a path ends in (`jurken/midi-jurk.html` → `midi-jurk`): the url key a product
 * was reached by, which may be an old one. Null for an empty or malformed path.
 */
export function urlKeyOfPath(path: string): string | null {
  const last =
    path
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .replace(/\.html$/, "")
      .split("/")
      .pop() ?? "";
  try {
    return decodeURIComponent(last) || null;
  } catch {
    return null;
  }
}
