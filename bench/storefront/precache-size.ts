import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../../e2e/support/shop-process";
import { info } from "../support/percentiles";

/**
 * What the service worker downloads at install (its app shell precache, issue 15): the files its
 * injected precache list names in the built shop, by count, size and gzipped size.
 */
export function precacheSizeRows(): string[] {
  const client = join(root, "apps", "storefront", "build", "client");
  const worker = readFileSync(join(client, "sw.js"), "utf8");
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? "");
  let bytes = 0;
  let gzipped = 0;
  for (const url of urls) {
    const file = readFileSync(join(client, url));
    bytes += file.length;
    gzipped += /\.(png|webp|woff2|ico)$/.test(url) ? file.length : gzipSync(file).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    info("service worker precache (app shell), files", String(urls.length)),
    info("service worker precache, size", kb(bytes)),
    info("service worker precache, gzip (as sent)", kb(gzipped)),
  ];
}
