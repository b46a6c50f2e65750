import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chown, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { findPostgresBinaries } from "../scripts/find-postgres.mjs";

/**
 * Global setup of the `postgres` test project: a throwaway PostgreSQL cluster in a temp dir on
 * a free port, stopped and removed afterwards. Tests reach it through ETALAGE_TEST_PG_URL and
 * each test file makes its own database there (see @etalage/db/testing). When
 * ETALAGE_TEST_PG_URL is already set, that server is used and none is started.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.ETALAGE_TEST_PG_URL) return async () => {};
  const cluster = clusterIn(await mkdtemp(join(tmpdir(), "pg-")), postgresBinaries());
  try {
    const port = await cluster.start();
    process.env.ETALAGE_TEST_PG_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster.remove;
}

/** The PostgreSQL tools, or a clear error (npm test only runs this project when they exist). */
function postgresBinaries(): string {
  const bin = findPostgresBinaries();
  if (bin === null)
    throw new Error("PostgreSQL tests need pg_ctl/initdb: apt-get install postgresql");
  return bin;
}

const runuser = existsSync("/usr/sbin/runuser") ? "/usr/sbin/runuser" : "runuser";

function clusterIn(root: string, bin: string) {
  const data = join(root, "data");
  const sockets = join(root, "sock");
  const log = join(root, "server.log");
  // initdb refuses to run as root, so then every server command runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? [runuser, ["-u", "postgres", "--", join(bin, tool), ...args]]
      : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => promisify(execFile)(...command(tool, args));
  const stopArgs = ["-D", data, "-m", "immediate", "stop"];
  let running = false;

  // Last resort when the runner exits without teardown: leave no server behind.
  const stopNow = () => {
    if (!running) return;
    try {
      execFileSync(...command("pg_ctl", stopArgs));
    } catch {
      // Already gone.
    }
  };

  // Speed over safety: the data is thrown away anyway.
  const options = (port: number) =>
    `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off ` +
    "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200";

  return {
    async start(): Promise<number> {
      await mkdir(sockets);
      if (asRoot) {
        const id = (flag: string) =>
          Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
        for (const dir of [root, sockets]) await chown(dir, id("-u"), id("-g"));
      }
      const locale = ["-E", "UTF8", "--locale=C.UTF-8", "--no-sync"];
      await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", ...locale]);
      // A few tries, in case another process takes the free port first.
      let lastError: unknown;
      for (let attempt = 0; attempt < 3; attempt++) {
        const port = await freePort();
        try {
          await run("pg_ctl", ["-D", data, "-l", log, "-w", "-o", options(port), "start"]);
          running = true;
          process.once("exit", stopNow);
          return port;
        } catch (error) {
          lastError = error;
        }
      }
      const tail = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
      throw new Error(`PostgreSQL did not start: ${String(lastError)}\n${tail}`);
    },

    async remove(): Promise<void> {
      if (running) {
        await run("pg_ctl", stopArgs).catch(() => {});
        running = false;
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
