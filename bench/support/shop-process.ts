import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, startShopProcess } from "../../e2e/support/shop-process";

export interface BenchShop {
  baseUrl: string;
  /** Start-up log of the shop (seed and index build lines). */
  log(): string;
  /** Resident memory of the shop process in MB. */
  rssMb(): number;
  /** CPU time the shop process has used so far, in ms (user + system). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Seeds a fresh DATA_DIR (demo, or synthetic with `products`) and returns the seconds it took. */
export function seedDataDir(dataDir: string, products?: number): number {
  const started = performance.now();
  const args = [
    join(root, "apps/api/dist/seed.js"),
    ...(products ? ["--products", String(products)] : []),
  ];
  const res = spawnSync("node", args, {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("seeding failed");
  return (performance.now() - started) / 1000;
}

/** The built shop, as the browser journeys start it, over an already seeded DATA_DIR. */
export async function startBenchShop(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchShop> {
  // The load comes from one address: per-IP rate limits would refuse it.
  const shop = await startShopProcess(
    { RATE_LIMITS: "off", ...env },
    { dataDir, startupMs: 300_000 },
  );
  return {
    baseUrl: shop.baseUrl,
    log: shop.output,
    rssMb: () => {
      const status = readFileSync(`/proc/${shop.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs: () => {
      // Fields 14 and 15 of /proc/{pid}/stat, in clock ticks of 10 ms; the name may hold spaces.
      const fields = readFileSync(`/proc/${shop.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: shop.stop,
  };
}

export const scratchDir = (name: string) => mkdtempSync(join(tmpdir(), `etalage-bench-${name}-`));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
