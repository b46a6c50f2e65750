import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, found upwards from this file (it also runs bundled, from bench/.bench). */
function repositoryRoot(): string {
  let dir = fileURLToPath(new URL(".", import.meta.url));
  while (!existsSync(join(dir, "apps", "api", "package.json"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("cannot find the repository root");
    dir = up;
  }
  return dir;
}
export const root = repositoryRoot();

export interface ShopProcess {
  baseUrl: string;
  pid: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ShopProcessOptions {
  /** A DATA_DIR to use (and keep); by default a fresh one, removed on stop. */
  dataDir?: string;
  /** How long start-up may take (a large catalogue indexes for a while). */
  startupMs?: number;
}

/**
 * The built shop as `npm start` runs it (apps/api/dist/main.js), on a free port with its own
 * fresh DATA_DIR, so each journey starts from the demo catalogue.
 */
export async function startShopProcess(
  env: Record<string, string> = {},
  options: ShopProcessOptions = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "etalage-e2e-"));
  let log = "";
  const child: ChildProcess = spawn("node", [join(root, "apps/api/dist/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // What production needs (README, "Going live"): its address, and test payments said aloud.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENTS_SANDBOX: "on",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its last words (a refusal to start) are read once its output has closed.
  const closed = new Promise((resolve) => child.once("close", resolve));
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startupMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) {
      await closed;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The shop exited during start-up:\n${log}`);
    }
    if (Date.now() > deadline) throw new Error(`The shop did not become healthy:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
