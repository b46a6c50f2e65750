// `npm test`: format and lint, type check, then every test — unit, data and API tests on SQLite
// and PostgreSQL, browser journeys in Chromium. Stops at the first failing step.
import { existsSync } from "node:fs";
import { clusterProgramsFound } from "./cluster/binaries.mjs";
import { findPostgresBinaries } from "./find-postgres.mjs";
import { ensureBuilt, ensureInstalled, run } from "./lib.mjs";
import { runTogether } from "./run-together.mjs";

const started = performance.now();
const step = async (name, fn) => {
  const t = performance.now();
  console.log(`\n▶ ${name}`);
  await fn();
  console.log(`✓ ${name} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
};

try {
  const projects = ["unit", "sqlite"];
  const pgRequired = process.env.ETALAGE_TEST_PG === "1";
  if (findPostgresBinaries() !== null) projects.push("postgres");
  else if (pgRequired)
    throw new Error(
      "ETALAGE_TEST_PG=1 but no PostgreSQL server binaries (pg_ctl, initdb) were found: apt-get install postgresql",
    );
  else
    console.log(
      "! PostgreSQL binaries not found: the postgres data tests do not run (apt-get install postgresql, or set ETALAGE_TEST_PG=1 to make this an error)",
    );

  // Several shop processes on PostgreSQL and Redis behind HAProxy (test/cluster).
  const clusterRequired = process.env.ETALAGE_TEST_CLUSTER === "1";
  if (projects.includes("postgres") && clusterProgramsFound()) projects.push("cluster");
  else if (clusterRequired)
    throw new Error(
      "ETALAGE_TEST_CLUSTER=1 but the cluster tests need PostgreSQL, redis-server and haproxy: apt-get install postgresql redis-server haproxy",
    );
  else
    console.log(
      "! redis-server or haproxy not found: the cluster tests do not run (apt-get install redis-server haproxy, or set ETALAGE_TEST_CLUSTER=1 to make this an error)",
    );

  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chrome))
    throw new Error(
      `Browser tests need Chromium at ${chrome}: apt-get install chromium, or set CHROME_PATH`,
    );
  projects.push("browser");

  await step("install", () => ensureInstalled());
  await step("build", () => ensureBuilt());
  await step("format and lint (biome)", () => run("npx", ["biome", "check", "."]));
  await step("type check", () => run("node", ["scripts/typecheck.mjs"]));
  // Tests run as tests even on a host that sets NODE_ENV=production (React's production build
  // has no act(), the storefront tests need it); the shop processes they start set
  // NODE_ENV=production themselves.
  const env = { ...process.env, CHROME_PATH: chrome, NODE_ENV: "test" };
  const vitest = (names, extra = []) => ({
    what: `tests (${names.join(", ")})`,
    command: "npx",
    args: ["vitest", "run", ...names.flatMap((p) => ["--project", p]), ...extra],
    env,
  });
  // The browser journeys run one at a time; beside them, one file at a time of the others, so
  // each has a core. Vitest alone would run the journeys only after everything else.
  const data = [...projects.filter((p) => p !== "browser" && p !== "cluster"), "clean-start"];
  await step(`tests (${data.join(", ")}) beside tests (browser)`, () =>
    runTogether([vitest(data, ["--maxWorkers", "1"]), vitest(["browser"])]),
  );
  // Last and alone: its processes and load would crowd the other tests' timings on 2 cores.
  if (projects.includes("cluster"))
    await step("tests (cluster)", () =>
      run("npx", ["vitest", "run", "--project", "cluster"], { env }),
    );
  console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}
