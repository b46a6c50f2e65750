import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname ?? process.cwd(), "..", "..", "..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface BenchShop {
  baseUrl: string;
  /** Start-up log of the shop (seed and index build lines). */
  log(): string;
  /** Resident memory of the shop process in MB. */
  rssMb(): number;
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

/** The built shop (`apps/api/dist/main.js`) on a free port over the given DATA_DIR. */
export async function startBenchShop(dataDir: string): Promise<BenchShop> {
  const port = await freePort();
  let log = "";
  const child: ChildProcess = spawn("node", [join(root, "apps/api/dist/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c) => {
    log += c;
  });
  child.stderr?.on("data", (c) => {
    log += c;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 300_000; ; ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the shop did not start:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    log: () => log,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGINT");
      await exited;
    },
  };
}

export const scratchDir = (name: string) => mkdtempSync(join(tmpdir(), `etalage-bench-${name}-`));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
