import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

/** A built file of the back office, kept in memory: the app is a few hundred kilobytes. */
export interface AdminAppFile {
  body: Buffer;
  type: string;
}

export interface AdminAppBuild {
  /** The one page: every screen of the app starts from it. */
  page: string;
  /** The built scripts and styles by name (`main-H4SH.js`), served under /admin/assets/. */
  assets: Map<string, AdminAppFile>;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

/** Reads apps/admin/dist (index.html and assets/); throws when the app is not built. */
export function readAdminAppBuild(distDir: string): AdminAppBuild {
  const pagePath = join(distDir, "index.html");
  if (!existsSync(pagePath))
    throw new Error(`The back office is not built (${pagePath} is missing): run npm run build`);
  const assets = new Map<string, AdminAppFile>();
  const assetsDir = join(distDir, "assets");
  for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    const type = TYPES[extname(name)];
    if (type) assets.set(name, { body: readFileSync(join(assetsDir, name)), type });
  }
  return { page: readFileSync(pagePath, "utf8"), assets };
}
