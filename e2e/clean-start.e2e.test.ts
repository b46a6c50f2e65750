import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, root } from "./support/shop-process";

/** npm ci compiles better-sqlite3 and the build bundles everything: minutes on a busy machine. */
const STARTUP_MS = 8 * 60_000;
const STOP_MS = 30_000;
/** Given to the copy, so that the health answer shows the version comes from its package.json. */
const COPY_VERSION = "0.0.0-clean-start";

/**
 * The repository's files as git sees them, uncommitted work included; no node_modules, builds
 * or data. Only the version in package.json differs.
 */
function copyRepository(): string {
  const target = mkdtempSync(join(tmpdir(), "etalage-clean-"));
  const listed = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split("\0")) {
    // A deleted file that is still in the index is not part of the work.
    if (file === "" || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(root, file), join(target, file));
  }
  const packageFile = join(target, "package.json");
  const packageJson = JSON.parse(readFileSync(packageFile, "utf8"));
  writeFileSync(
    packageFile,
    `${JSON.stringify({ ...packageJson, version: COPY_VERSION }, null, 2)}\n`,
  );
  return target;
}

/** The environment of a fresh shell on a production host: nothing from this npm or vitest run. */
function hostEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|VITEST|INIT_CWD$|NODE_ENV$|DATABASE_URL$)/i.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm start` in its own process group, so that Ctrl-C (SIGINT) reaches it as in a terminal. */
function npmStart(cwd: string, env: NodeJS.ProcessEnv): Started {
  let log = "";
  const child = spawn("npm", ["start"], { cwd, env, detached: true, stdio: "pipe" });
  child.stdin?.end();
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => log, exited };
}

/** Polls /api/health until it answers 200; returns that answer. */
async function waitUntilHealthy(started: Started, baseUrl: string): Promise<unknown> {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (started.child.exitCode !== null || started.child.signalCode !== null)
      throw new Error("npm start exited before the shop was healthy");
    if (Date.now() > deadline)
      throw new Error(`the shop was not healthy after ${STARTUP_MS / 1000} s`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return await res.json();
    } catch {
      // still installing, building or opening
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms)),
  ]);

describe("npm start on a production host", () => {
  it(
    "a fresh copy of the shop opens with NODE_ENV=production npm start",
    async () => {
      const copy = copyRepository();
      const dataDir = mkdtempSync(join(tmpdir(), "etalage-clean-data-"));
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const started = npmStart(
        copy,
        hostEnvironment({
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          // No PUBLIC_URL: the shop to try on this machine, in test mode (README, "Two commands").
        }),
      );
      const began = performance.now();
      try {
        const health = await waitUntilHealthy(started, baseUrl);
        expect(health).toMatchObject({
          code: 200,
          result: { status: "ok", version: COPY_VERSION, database: "sqlite" },
        });
        console.log(
          `a fresh copy was healthy after ${((performance.now() - began) / 1000).toFixed(0)} s`,
        );

        const home = await fetch(`${baseUrl}/`);
        expect(home.status).toBe(200);
        expect(home.headers.get("content-type")).toContain("text/html");
        const html = await home.text();
        expect(html).toContain('<html lang="nl"');
        expect(html).toContain("Jurken");
        // Test mode, and says so on the page: no one pays for real in a shop tried out.
        expect(html).toContain("Testmodus: er wordt niet echt betaald");

        process.kill(-(started.child.pid ?? 0), "SIGINT");
        const code = await within(started.exited, STOP_MS, "npm start did not stop on SIGINT");
        expect(code).toBe(0);
        expect(started.output()).toContain("SIGINT received, closing the shop");
      } catch (error) {
        const output = started.output().split("\n").slice(-200).join("\n");
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}\n--- output of npm start (last 200 lines) ---\n${output}`,
        );
      } finally {
        if (started.child.exitCode === null && started.child.signalCode === null) {
          process.kill(-(started.child.pid ?? 0), "SIGKILL");
          await started.exited;
        }
        rmSync(copy, { recursive: true, force: true });
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    STARTUP_MS + 2 * 60_000,
  );
});
