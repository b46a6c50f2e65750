import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings } from "../../apps/api/src/config";
import { haproxyProgram } from "../../scripts/cluster/binaries.mjs";

const root = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The shop processes' settings in docker-compose.yml, `${VAR:-default}` filled in. */
function composeShopSettings(): Record<string, string> {
  const compose = read("deploy/docker-compose.yml");
  const block = compose.slice(compose.indexOf("x-shop:"), compose.indexOf("\nservices:"));
  const environment = block.slice(block.indexOf("  environment:"), block.indexOf("  healthcheck:"));
  const settings: Record<string, string> = {};
  for (const [, key, raw] of environment.matchAll(/^ {4}([A-Z_]+): (.+)$/gm)) {
    settings[key!] = raw!
      .replace(/^"(.*)"$/, "$1")
      .replace(/\$\{POSTGRES_PASSWORD:\?[^}]*\}/g, "secret")
      .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1");
  }
  return settings;
}

describe("the deployment in deploy/", () => {
  it("has an HAProxy config that HAProxy itself accepts", () => {
    const output = execFileSync(haproxyProgram(), ["-c", "-f", join(root, "deploy/haproxy.cfg")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(output).toContain("Configuration file is valid");
  });

  it("gives the shop processes settings the shop reads and accepts", () => {
    const settings = composeShopSettings();
    expect(Object.keys(settings).sort()).toEqual([
      "DATABASE_URL",
      "DATA_DIR",
      "HEALTH_TOKEN",
      "MAIL_CONTACT_ADDRESS",
      "MAIL_FROM",
      "MOLLIE_API_KEY",
      "PAYMENTS_SANDBOX",
      "PUBLIC_URL",
      "REDIS_URL",
      "SMTP_URL",
      "TRUST_PROXY",
    ]);
    const config = read("apps/api/src/config.ts");
    for (const key of Object.keys(settings)) expect(config).toContain(`  ${key}: z`);
    expect(readSettings(settings)).toMatchObject({
      databaseUrl: "postgres://etalage:secret@postgres:5432/etalage",
      redisUrl: "redis://redis:6379",
      trustProxy: 1,
      dataDir: "/shop/data",
      mollieApiKey: undefined,
      smtpUrl: undefined,
    });
    // What the operator sets is passed through to the processes.
    const given = {
      ...settings,
      MOLLIE_API_KEY: "live_abcdefghijklmnopqrstuvwxyz12",
      SMTP_URL: "smtps://shop:pw@mail.example:465",
      HEALTH_TOKEN: "0123456789abcdef0123",
    };
    expect(readSettings({ ...given, NODE_ENV: "production" })).toMatchObject({
      mollieApiKey: "live_abcdefghijklmnopqrstuvwxyz12",
      smtpUrl: "smtps://shop:pw@mail.example:465",
      healthToken: "0123456789abcdef0123",
    });
  });

  it("balances over the compose file's shop services on the port their image listens on, checking /api/health", () => {
    const haproxy = read("deploy/haproxy.cfg");
    const compose = read("deploy/docker-compose.yml");
    const port = /ENV [^\n]*PORT=(\d+)/.exec(read("deploy/Dockerfile"))?.[1];
    const servers = [...haproxy.matchAll(/^\s+server (\S+) (\S+):(\d+) check$/gm)];
    expect(servers.map(([, name]) => name)).toEqual(["shop-1", "shop-2"]);
    for (const [, name, host, serverPort] of servers) {
      expect(host).toBe(name);
      expect(serverPort).toBe(port);
      expect(compose).toContain(`\n  ${name}:\n`);
    }
    expect(haproxy).toMatch(/http-check send meth GET uri \/api\/health/);
    // Request lines are logged without their query and without an order-status page's token.
    expect(haproxy).not.toMatch(/option httplog|%r\b|%HU|%HQ/);
    expect(haproxy).toMatch(/log-format .*%\[var\(txn\.logged_path\)\]/);
    expect(haproxy).toMatch(/bind :8080/);
    expect(compose).toMatch(/"\$\{SHOP_PORT:-8080\}:8080"/);
  });
});
