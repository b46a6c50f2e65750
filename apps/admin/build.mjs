// Builds the back office (apps/admin) into dist/: its scripts and styles under assets/ with
// their content's hash in the name, and the one page that loads them. It shares no file with
// the storefront's build: none of its code or CSS can reach a shopper's page.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** The page of every screen: no inline script, so the shop's strict policy lets it run as is. */
function page(script, style) {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Etalage back office</title>
${style ? `<link rel="stylesheet" href="/admin/assets/${style}">\n` : ""}<script type="module" src="/admin/assets/${script}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}

/** Builds the app with esbuild's `build` (passed in, so a missing esbuild is reported once). */
export async function buildAdminApp(build) {
  const outdir = join(here, "dist");
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: { main: join(here, "src/main.tsx") },
    outdir: join(outdir, "assets"),
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const [script, output] =
    Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith("main.tsx")) ??
    [];
  if (!script) throw new Error("the back office build wrote no main script");
  const style = output.cssBundle ? basename(output.cssBundle) : undefined;
  writeFileSync(join(outdir, "index.html"), page(basename(script), style));
}
