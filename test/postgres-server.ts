import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chown, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { findPostgresBinaries } from "../scripts/find-postgres.mjs";
import { freePort } from "./free-port";

/**
 * A real, throwaway PostgreSQL server in a temp dir on a free loopback port: the `postgres`
 * project's shared one (test/postgres-setup.ts), or one of a test file's own that it may stop and
 * start again (the shared one must never go down under other tests). As root, the server
 * commands run as the postgres user (initdb refuses root).
 */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** `pg_ctl stop -m fast`: open connections are cut, the requests on them fail. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): Promise<void>;
}

const runuser = existsSync("/usr/sbin/runuser") ? "/usr/sbin/runuser" : "runuser";

export interface TestPostgresOptions {
  /** PostgreSQL's default is 100; a server shared by many test files needs more. */
  maxConnections?: number;
}

export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = findPostgresBinaries();
  if (bin === null)
    throw new Error("PostgreSQL tests need pg_ctl/initdb: apt-get install postgresql");
  const root = await mkdtemp(join(tmpdir(), "pg-own-"));
  const data = join(root, "data");
  const sockets = join(root, "sock");
  const log = join(root, "server.log");
  const asRoot = process.getuid?.() === 0;
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? [runuser, ["-u", "postgres", "--", join(bin, tool), ...args]]
      : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => promisify(execFile)(...command(tool, args));

  await mkdir(sockets);
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    for (const dir of [root, sockets]) await chown(dir, id("-u"), id("-g"));
  }
  await run(
    "initdb",
    ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"].concat([
      "--locale=C.UTF-8",
      "--no-sync",
    ]),
  );
  let port = await freePort();
  // Speed over safety: the data is thrown away anyway.
  const serverOptions = () =>
    `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off ` +
    "-c synchronous_commit=off -c full_page_writes=off" +
    (options.maxConnections ? ` -c max_connections=${options.maxConnections}` : "");
  let running = false;
  const stopNow = () => {
    if (running) execFileSync(...command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]));
  };
  process.once("exit", stopNow);

  const start = async () => {
    try {
      await run("pg_ctl", ["-D", data, "-l", log, "-w", "-o", serverOptions(), "start"]);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
      throw new Error(`PostgreSQL did not start: ${String(error)}\n${tail}`);
    }
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    running = false;
  };

  // A few tries, in case another process takes the free port first; later starts keep it.
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      port = await freePort();
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      process.off("exit", stopNow);
      await rm(root, { recursive: true, force: true });
    },
  };
}
