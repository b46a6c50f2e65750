// The cluster's load balancer: HAProxy with a generated config, health checks on /api/health
// (which asks the database too), in the foreground so it stops with the cluster.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { haproxyProgram } from "./binaries.mjs";
import { answersOk, stopChild, waitFor } from "./wait.mjs";

/**
 * The config: round robin over the processes; a process that fails two checks a second apart
 * gets no new requests, one that passes two is back. A request whose connection a dead process
 * refuses goes to another one (`redispatch`): it never reached a shop, so resending is safe.
 * `option forwardfor` tells the shop the shopper's address (TRUST_PROXY believes it).
 */
export function haproxyConfig({ port, processes, statsSocket }) {
  const servers = processes.map((p) => `  server ${p.name} 127.0.0.1:${p.port} check`);
  return `# Made by npm run cluster; changes are overwritten on the next start.
global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  option forwardfor
  option redispatch
  retries 2

frontend shop
  bind 127.0.0.1:${port}
  default_backend shop_processes

backend shop_processes
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${servers.join("\n")}
`;
}

/** Asks HAProxy's stats socket which servers are UP. */
export function serversUp(statsSocket) {
  return new Promise((resolve) => {
    let text = "";
    const socket = createConnection(statsSocket);
    socket.setTimeout(2000, () => socket.destroy());
    socket.once("connect", () => socket.write("show stat\n"));
    socket.on("data", (data) => {
      text += data.toString();
    });
    socket.once("error", () => resolve([]));
    socket.once("close", () => {
      const rows = text.split("\n").map((line) => line.split(","));
      const header = rows[0] ?? [];
      const status = header.indexOf("status");
      const kind = header.indexOf("svname");
      resolve(
        rows
          .slice(1)
          .filter((row) => row[0] === "shop_processes" && row[kind] !== "BACKEND")
          .filter((row) => row[status]?.startsWith("UP"))
          .map((row) => row[kind]),
      );
    });
  });
}

export async function startHaproxy({ dir, port, processes, track = () => {} }) {
  const program = haproxyProgram();
  const config = join(dir, "haproxy.cfg");
  const statsSocket = join(dir, "haproxy.sock");
  const logFile = join(dir, "logs", "haproxy.log");
  mkdirSync(join(dir, "logs"), { recursive: true });
  writeFileSync(config, haproxyConfig({ port, processes, statsSocket }));
  const out = openSync(logFile, "a");
  const child = spawn(program, ["-db", "-f", config], { stdio: ["ignore", out, out] });
  closeSync(out);
  let failure;
  child.once("error", (error) => {
    failure = error.message;
  });
  child.once("exit", (code, signal) => {
    failure ??= `it exited (${signal ?? `code ${code}`}), see ${logFile}`;
  });
  track(child);
  const url = `http://127.0.0.1:${port}`;
  const waitUp = (names, ms = 30_000) =>
    waitFor(
      async () => {
        const up = await serversUp(statsSocket);
        return names.every((name) => up.includes(name));
      },
      { ms, message: `HAProxy did not see ${names.join(", ")} up`, gaveUp: () => failure },
    );
  await waitFor(() => answersOk(`${url}/api/health`), {
    ms: 30_000,
    message: `HAProxy did not answer on ${url}`,
    gaveUp: () => failure,
  });
  return {
    url,
    port,
    config,
    /** Waits until the balancer's health checks count every named process as up. */
    waitUp,
    serversUp: () => serversUp(statsSocket),
    stop: () => stopChild(child),
    stopNow() {
      child.kill("SIGKILL");
    },
  };
}
