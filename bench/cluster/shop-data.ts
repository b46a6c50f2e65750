import { readFileSync } from "node:fs";
import { openDatabase } from "@etalage/db";

/** Every variant gets plenty of stock, so a long run never sells out. */
export async function plentyOfStock(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ dataDir: "", databaseUrl });
  try {
    await database.db
      .updateTable("stock_items")
      .set({ qty: 10_000_000, is_in_stock: 1, manage_stock: 1 })
      .execute();
  } finally {
    await database.close();
  }
}

/** Resident memory of a process in MB, from /proc. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time a process has used so far, in ms: fields 14 and 15 of /proc/{pid}/stat (10 ms ticks). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Hit {
  _source: {
    sku: string;
    type_id: string;
    status: number;
    visibility: number;
    custom_options: unknown[];
    final_price_incl_tax: number;
  };
}

/** SKUs a guest can order as they are: enabled, visible simple products without options. */
export async function plainSkus(baseUrl: string): Promise<string[]> {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { type_id: "simple" } } }));
  const res = await fetch(
    `${baseUrl}/api/catalog/catalog_nl/product/_search?size=1000&request=${request}`,
  );
  const found = (await res.json()) as { hits: { hits: Hit[] } };
  const skus = found.hits.hits
    .map((hit) => hit._source)
    .filter(
      (p) =>
        p.status === 1 &&
        p.visibility === 4 &&
        p.custom_options.length === 0 &&
        p.final_price_incl_tax > 0,
    )
    .map((p) => p.sku);
  if (skus.length === 0) throw new Error("The catalogue has no plain simple product to order");
  return skus;
}
