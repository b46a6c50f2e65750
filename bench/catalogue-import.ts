/**
 * The Magento 2 CSV import at scale (`npm run bench:import [-- --products N]`): N configurable
 * dresses with six variants each (two colours, three sizes; 10,000 and 60,000 by default), with
 * their English store view rows, into the demo shop on SQLite through the built
 * `npm run import`, while the running shop answers category lists. Targets (2-core machine):
 * the import within 60 s, and the category list's p99 during it within 100 ms. Exits with 1
 * when a target is missed.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { MAGENTO_COLUMNS } from "@etalage/commerce";
import { stringify } from "csv-stringify/sync";
import { root } from "../e2e/support/shop-process";
import { info, percentile, verdict } from "./support/percentiles";
import { removeDir, scratchDir, seedDataDir, startBenchShop } from "./support/shop-process";

const { values } = parseArgs({ options: { products: { type: "string", default: "10000" } } });
const PRODUCTS = Number(values.products);
const COLOURS = [
  ["Rood", "Red"],
  ["Zwart", "Black"],
  ["Groen", "Green"],
  ["Navy", "Navy"],
] as const;
const SIZES = ["S", "M", "L"];

/** The file: each configurable after its six variants, as Magento 2 writes it. */
function catalogueCsv(): string {
  const rows: Record<string, string>[] = [];
  const row = (values: Record<string, string>) => rows.push(values);
  for (let n = 1; n <= PRODUCTS; n++) {
    const sku = `BENCH-${String(n).padStart(6, "0")}`;
    const colours = [COLOURS[n % 4]!, COLOURS[(n + 1) % 4]!];
    const price = (20 + (n % 80) + 0.9917).toFixed(4);
    const variations: string[] = [];
    for (const [nl, en] of colours) {
      for (const size of SIZES) {
        const child = `${sku}-${nl.toUpperCase()}-${size}`;
        variations.push(`sku=${child},color=${nl},size=${size}`);
        row({
          sku: child,
          attribute_set_code: "Default",
          product_type: "simple",
          categories: "Default Category/Jurken",
          product_websites: "base",
          name: `Jurk ${n} - ${nl} - ${size}`,
          weight: "0.4",
          product_online: "1",
          visibility: "Not Visible Individually",
          price,
          url_key: `jurk-${n}-${nl.toLowerCase()}-${size.toLowerCase()}`,
          additional_attributes: `color=${nl},size=${size}`,
          qty: String(n % 7),
          is_in_stock: n % 7 === 0 ? "0" : "1",
        });
        row({
          sku: child,
          store_view_code: "en",
          name: `Dress ${n} - ${en} - ${size}`,
          url_key: `dress-${n}-${en.toLowerCase()}-${size.toLowerCase()}`,
          additional_attributes: `color=${en},size=${size}`,
        });
      }
    }
    row({
      sku,
      attribute_set_code: "Default",
      product_type: "configurable",
      categories: "Default Category/Jurken,Default Category/Bench",
      product_websites: "base",
      name: `Jurk ${n}`,
      description: `Een jurk uit de proef, nummer ${n}.`,
      weight: "0.4",
      product_online: "1",
      visibility: "Catalog, Search",
      price,
      url_key: `jurk-${n}`,
      qty: "0",
      is_in_stock: "1",
      configurable_variations: variations.join("|"),
      configurable_variation_labels: "color=Kleur,size=Maat",
    });
    row({ sku, store_view_code: "en", name: `Dress ${n}`, url_key: `dress-${n}` });
  }
  return stringify(rows, { header: true, columns: [...MAGENTO_COLUMNS], record_delimiter: "\n" });
}

const dataDir = scratchDir("import");
let ok = false;
try {
  seedDataDir(dataDir);
  const file = join(dataDir, "bench-products.csv");
  writeFileSync(file, catalogueCsv());
  const shop = await startBenchShop(dataDir);
  try {
    const list = `${shop.baseUrl}/api/catalog/catalog_nl/product/_search?size=24&sort=price:asc&request=${encodeURIComponent(
      JSON.stringify({
        query: {
          bool: { filter: [{ terms: { category_ids: [4] } }, { terms: { visibility: [2, 4] } }] },
        },
      }),
    )}`;
    const times: number[] = [];
    let importing = true;
    const started = performance.now();
    const child = spawn("node", [join(root, "apps/api/dist/catalogue.js"), "import", file], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number>((resolve) => {
      child.on("exit", (code) => {
        importing = false;
        resolve(code ?? 1);
      });
    });
    while (importing) {
      const at = performance.now();
      const res = await fetch(list);
      await res.arrayBuffer();
      times.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const code = await exited;
    const seconds = (performance.now() - started) / 1000;
    console.log(output.trim());
    const p99 = percentile(times, 99);
    const imported = code === 0;
    const fast = seconds <= 60;
    const answering = p99 <= 100;
    console.log(info("products (configurables + variants)", String(PRODUCTS * 7)));
    console.log(
      verdict(
        "import finished without problems",
        imported ? "yes" : `exit ${code}`,
        "yes",
        imported,
      ),
    );
    console.log(verdict("import time", `${seconds.toFixed(1)} s`, "≤ 60 s", fast));
    console.log(
      verdict("category list p99 during the import", `${p99.toFixed(1)} ms`, "≤ 100 ms", answering),
    );
    console.log(
      info(
        "category list p50 / samples",
        `${percentile(times, 50).toFixed(1)} ms / ${times.length}`,
      ),
    );
    ok = imported && fast && answering;
  } finally {
    await shop.stop();
  }
} finally {
  removeDir(dataDir);
}
process.exit(ok ? 0 : 1);
