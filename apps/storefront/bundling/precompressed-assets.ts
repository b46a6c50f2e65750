import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);

/** Text files of the browser build that the shop sends compressed. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
/** Below this a file goes as it is: the server compresses nothing smaller. */
const MIN_BYTES = 1024;

/**
 * Writes a `.gz` (Zopfli, some 3 % smaller than the server's own gzip) and a `.br` (brotli at
 * its best) beside each text file of the browser build. Compressing a file once at build time
 * can afford the slowest compressor; the shop serves these copies (`preCompressed`) instead of
 * compressing the same immutable files again for every shopper.
 */
export const precompressedAssets: Plugin = {
  name: "etalage:precompressed-assets",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  async writeBundle(options, bundle) {
    const dir = options.dir;
    if (!dir) return;
    const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
    for (const file of files) {
      const path = join(dir, file);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) continue;
      const [gzipped, brotlied] = await Promise.all([
        gzipAsync(content, { numiterations: 15 }),
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotlied)]);
    }
  },
};
