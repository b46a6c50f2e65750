import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";

// The build is the one `npm test` has just made: the command must not start another one.
const COMMAND = ["scripts/cluster.mjs", "--processes", "1", "--no-build"];
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  // A test that failed half-way: its cluster stops as an operator stops it.
  for (const child of children.filter((c) => c.exitCode === null && c.signalCode === null)) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Starts `npm run cluster`'s script in a folder of its own; collects its stdout lines. */
async function cluster(env: Record<string, string> = {}, reuse?: string) {
  const dir = reuse ?? (await mkdtemp(join(tmpdir(), "etalage-cluster-command-")));
  dirs.push(dir);
  const child = spawn(process.execPath, COMMAND, {
    env: { ...process.env, CLUSTER_DIR: dir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const lines: string[] = [];
  let stderr = "";
  child.stderr?.on("data", (data) => {
    stderr += data;
  });
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      lines.push(line);
      if (line === "ready") resolve();
    });
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // A command that fails is awaited through `exited` instead.
  ready.catch(() => {});
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { dir, child, lines, ready, exited, stderr: () => stderr };
}

const refuses = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

/** Processes whose command line names the folder: PostgreSQL (-D) and HAProxy (-f). */
const processesIn = (dir: string) =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(dir));

describe("npm run cluster", () => {
  it("prints one line per part and ready, serves through the balancer, and leaves nothing running after SIGTERM", async () => {
    const run = await cluster();
    await run.ready;
    expect(run.lines).toHaveLength(5);
    const [balancer, process1, postgres, redis, ready] = run.lines;
    expect(balancer).toMatch(/^balancer http:\/\/127\.0\.0\.1:\d+$/);
    expect(process1).toMatch(/^process-1 http:\/\/127\.0\.0\.1:\d+$/);
    expect(postgres).toMatch(/^postgres postgres:\/\/postgres@127\.0\.0\.1:\d+\/etalage$/);
    expect(redis).toMatch(/^redis redis:\/\/127\.0\.0\.1:\d+$/);
    expect(ready).toBe("ready");
    const url = (line: string) => line.split(" ")[1]!;
    const health = await fetch(`${url(balancer!)}/api/health`);
    expect(health.status).toBe(200);
    // Passed on by the balancer, a check reads ok and the version; on the machine, the rest too.
    expect(((await health.json()) as { result: object }).result).not.toHaveProperty("database");
    const own = await fetch(`${url(process1!)}/api/health`);
    expect(await own.json()).toMatchObject({ result: { status: "ok", database: "postgres" } });

    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    for (const line of [balancer!, process1!, postgres!, redis!])
      expect(await refuses(url(line))).toBe(true);
    expect(processesIn(run.dir)).toEqual([]);
  });

  it("stops what a cluster killed with SIGKILL left running in its folder when it starts there again", async () => {
    const killed = await cluster();
    await killed.ready;
    killed.child.kill("SIGKILL");
    await killed.exited;
    const leftBehind = killed.lines.slice(0, 4).map((line) => line.split(" ")[1]!);

    const again = await cluster({}, killed.dir);
    await again.ready;
    // The old processes' ports are closed (PostgreSQL and Redis moved to new free ports).
    for (const url of leftBehind) expect(await refuses(url)).toBe(true);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    expect(processesIn(killed.dir)).toEqual([]);
  });

  it("stops with exit code 1 and says what to install when HAProxy is missing", async () => {
    const run = await cluster({ HAPROXY_PATH: "/nonexistent/haproxy" });
    expect(await run.exited).toBe(1);
    expect(run.lines).toEqual([]);
    expect(run.stderr()).toContain("haproxy not found: apt-get install haproxy");
    expect(processesIn(run.dir)).toEqual([]);
  });
});
