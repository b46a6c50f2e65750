// The cluster's PostgreSQL server: a data folder made by initdb on the first run and reused
// after, started by pg_ctl on a free loopback port with the shop's database `etalage` in it.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { findPostgresBinaries } from "../find-postgres.mjs";
import { ClusterError, freePort } from "./wait.mjs";

const DATABASE = "etalage";

/** Makes the shop's database on the first run; later runs find it. */
async function createDatabase(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
const runuser = existsSync("/usr/sbin/runuser") ? "/usr/sbin/runuser" : "runuser";

/**
 * Starts PostgreSQL in `dir`. `durable: false` turns off fsync and synchronous commits: quicker,
 * for throwaway data such as the tests'. Answers its URL and how to stop it.
 */
export async function startPostgres({ dir, durable = true }) {
  const bin = findPostgresBinaries();
  if (bin === null) throw new ClusterError("PostgreSQL not found: apt-get install postgresql");
  const data = join(dir, "data");
  const sockets = join(dir, "sock");
  const log = join(dir, "server.log");
  // initdb and the server refuse to run as root: then they run as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const command = (tool, args) =>
    asRoot
      ? [runuser, ["-u", "postgres", "--", join(bin, tool), ...args]]
      : [join(bin, tool), args];
  const run = (tool, args) => promisify(execFile)(...command(tool, args));

  mkdirSync(sockets, { recursive: true });
  if (asRoot) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    for (const path of [dir, sockets]) chownSync(path, id("-u"), id("-g"));
  }
  if (!existsSync(join(data, "PG_VERSION"))) {
    const locale = ["-E", "UTF8", "--locale=C.UTF-8"];
    await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", ...locale]).catch((e) => {
      throw new ClusterError(`initdb could not make ${data}: ${e.stderr || e.message}`);
    });
  }
  // A server of an earlier run that was killed without stopping it still holds the folder.
  const leftOver = await run("pg_ctl", ["-D", data, "status"]).then(
    () => true,
    () => false,
  );
  if (leftOver) await run("pg_ctl", ["-D", data, "-m", "fast", "stop"]);

  const settings = (port) =>
    `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c max_connections=200` +
    (durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
  // pg_ctl's folder, log and settings, waiting for the server to answer.
  const serverArgs = (on) => ["-D", data, "-l", log, "-w", "-o", settings(on)];
  let port;
  let lastError;
  // A few tries, in case another program takes the free port first.
  for (let attempt = 0; attempt < 3 && port === undefined; attempt++) {
    const candidate = await freePort();
    try {
      await run("pg_ctl", [...serverArgs(candidate), "-t", "60", "start"]);
      port = candidate;
    } catch (error) {
      lastError = error;
    }
  }
  if (port === undefined) {
    const tail = existsSync(log) ? readFileSync(log, "utf8").slice(-1500) : "";
    throw new ClusterError(`PostgreSQL did not start: ${lastError?.message}\n${tail}`);
  }

  let running = true;
  const stopArgs = (mode) => ["-D", data, "-m", mode, "stop"];
  const server = `postgres://postgres@127.0.0.1:${port}`;
  try {
    await createDatabase(`${server}/postgres`);
  } catch (error) {
    await run("pg_ctl", stopArgs("immediate")).catch(() => {});
    throw new ClusterError(`Could not make the database ${DATABASE}: ${error.message}`);
  }
  return {
    url: `${server}/${DATABASE}`,
    port,
    /** Restarts the server on its port (fast: open sessions are ended, as in a real restart). */
    async restart() {
      await run("pg_ctl", [...serverArgs(port), "-m", "fast", "restart"]);
    },
    /** Stops the server, waiting for it (fast shutdown: open sessions are ended). */
    async stop() {
      if (!running) return;
      running = false;
      await run("pg_ctl", stopArgs("fast")).catch(() => {});
    },
    /** For process exit, when nothing can be awaited any more. */
    stopNow() {
      if (!running) return;
      running = false;
      try {
        execFileSync(...command("pg_ctl", stopArgs("immediate")), { stdio: "ignore" });
      } catch {
        // Already gone.
      }
    },
  };
}
