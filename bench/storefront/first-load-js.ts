import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest (`window.__reactRouterManifest=…`) of a storefront build. */
export function readRouterManifest(clientDir: string): RouterManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the storefront first`);
  const text = readFileSync(join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as RouterManifest;
}

/**
 * The JavaScript a first page load fetches: the entry with its imports, the root route and the
 * page's route module with theirs (each file once), gzipped as the server sends them.
 */
export function firstLoadJsGzipKb(clientDir: string, routeId: string): number {
  const manifest = readRouterManifest(clientDir);
  const route = manifest.routes[routeId];
  const root = manifest.routes.root;
  if (!route || !root) throw new Error(`No route ${routeId} in the manifest`);
  const files = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ]);
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return bytes / 1024;
}
