import { defineConfig } from "vitest/config";

/**
 * One runner for every test. Projects:
 * - unit: pure rules next to the code (`*.test.ts(x)`)
 * - sqlite / postgres: the same data and API tests (`*.data.test.ts`, `*.api.test.ts`) on a real
 *   SQLite file and on a real PostgreSQL server (started by test/postgres-setup.ts); tests of
 *   PostgreSQL alone (`*.postgres.test.ts`) only in the latter
 * - browser: journeys in real Chromium (`e2e/**\/*.e2e.test.ts`)
 * - clean-start: `NODE_ENV=production npm start` in a fresh copy of the tree
 * - cluster: several shop processes on PostgreSQL and Redis behind HAProxy, one cluster for all
 *   its files (test/cluster/cluster-setup.ts), run one file at a time; also the API tests that
 *   need a Redis server of their own (`*.redis.test.ts`), which need what this project needs
 */
const dataTests = ["**/*.data.test.ts", "**/*.api.test.ts"];
const exclude = ["**/node_modules/**", "**/build/**", "**/dist/**"];
/** `npm start` in a fresh copy: npm and the build, no browser, so it runs beside the journeys. */
const cleanStart = "e2e/clean-start.e2e.test.ts";

// unit, sqlite and postgres share their workers' loaded modules between files (`isolate: false`):
// every file imports the whole shop, and loading it again for each file took most of their time.
// Each file undoes what it changes; test/reset-test-state.ts puts back stubbed globals and env,
// spies and fake timers when a file ends, so nothing a file left reaches the next.
const resetState = ["test/reset-test-state.ts"];
export default defineConfig({
  test: {
    // Two files at a time even on 2 cores: most tests wait on a browser, a shop process or a
    // database, and one at a time left a core idle for most of the run.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          isolate: false,
          setupFiles: resetState,
          include: [
            "test/*.test.ts",
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/storefront/app/**/*.test.{ts,tsx}",
          ],
          exclude: [...exclude, ...dataTests],
          // CI runs the browser journeys beside these on two cores: a test that builds a large
          // catalogue or a PDF may take several times its usual second, and must not fail for it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "sqlite",
          isolate: false,
          setupFiles: resetState,
          include: dataTests,
          exclude: [...exclude, "e2e/**"],
          env: { ETALAGE_TEST_DB: "sqlite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "postgres",
          isolate: false,
          setupFiles: resetState,
          include: [...dataTests, "apps/api/test/**/*.postgres.test.ts"],
          exclude: [...exclude, "e2e/**"],
          env: { ETALAGE_TEST_DB: "postgres" },
          globalSetup: ["test/postgres-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["e2e/**/*.e2e.test.ts"],
          exclude: [...exclude, cleanStart],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One journey at a time: two Chromiums and two shops beside the other tests' files
          // crowd 2 cores until journeys time out.
          fileParallelism: false,
          // A page's answer waits on a slow hash, a build's first request or a busy CI core: one
          // second (Vitest's default for `expect.poll`) failed a journey whose step took longer.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "clean-start",
          include: [cleanStart],
        },
      },
      {
        test: {
          name: "cluster",
          include: ["test/cluster/**/*.cluster.test.ts", "apps/api/test/**/*.redis.test.ts"],
          exclude,
          globalSetup: ["test/cluster/cluster-setup.ts"],
          // After the other projects: its processes and load would crowd their timings on 2 cores.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
