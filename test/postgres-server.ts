import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chown, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { findPostgresBinaries } from "../scripts/find-postgres.mjs";

/**
 * A real PostgreSQL server of one test file, in a temp dir on a free loopback port, that the
 * test may stop and start again (the `postgres` project's shared server must never go down
 * under other tests). Like test/postgres-setup.ts it runs as the postgres user when root.
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

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBinaries();
  if (bin === null) throw new Error("This test needs pg_ctl/initdb: apt-get install postgresql");
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
  const port = await freePort();
  // Speed over safety: the data is thrown away anyway.
  const options =
    `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off ` +
    "-c synchronous_commit=off -c full_page_writes=off";
  let running = false;
  const stopNow = () => {
    if (running) execFileSync(...command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]));
  };
  process.once("exit", stopNow);

  const start = async () => {
    try {
      await run("pg_ctl", ["-D", data, "-l", log, "-w", "-o", options, "start"]);
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

  await start();
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
