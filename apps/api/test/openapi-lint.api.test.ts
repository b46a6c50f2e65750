import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addStaff, adminApi } from "./admin-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

const run = promisify(execFile);
const CONFIG = new URL("./redocly.yaml", import.meta.url).pathname;
const REDOCLY = new URL("../../../node_modules/.bin/redocly", import.meta.url).pathname;

let shop: TestShop;
let folder: string;
beforeAll(async () => {
  shop = await startTestShop();
  folder = await mkdtemp(join(tmpdir(), "etalage-openapi-"));
});
afterAll(async () => {
  await shop.close();
  await rm(folder, { recursive: true, force: true });
});

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

/** Redocly's lint of one document: every problem it reports, warnings included. */
async function lint(name: string, document: unknown): Promise<string[]> {
  const file = join(folder, `${name}.json`);
  await writeFile(file, JSON.stringify(document));
  const { stdout } = await run(REDOCLY, ["lint", file, "--config", CONFIG, "--format", "json"], {
    // Offline and quiet: no usage data, no look-up of a newer version.
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const report = JSON.parse(stdout) as { problems: LintProblem[] };
  return report.problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`,
  );
}

it("the shop's API document passes Redocly's recommended lint without a warning", async () => {
  const document = await (await shop.get("/api/openapi.json")).json();
  expect(await lint("public", document)).toEqual([]);
}, 60_000);

it("the back office's API document passes Redocly's recommended lint without a warning", async () => {
  const api = adminApi(shop);
  const session = await api.session(await addStaff(shop, "staff"));
  const document = (await api.call("GET", "/api/admin/openapi.json", { session })).body;
  expect(await lint("admin", document)).toEqual([]);
}, 60_000);
