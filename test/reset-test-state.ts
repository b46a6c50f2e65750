import { afterAll, vi } from "vitest";

/**
 * The unit, sqlite and postgres projects load the shop once per worker and run many files in it
 * (`isolate: false` in vitest.config.ts): what a file changes in shared modules or globals would
 * reach the files after it. Each file undoes its own changes; this is the net under them, run
 * when a file ends (not after each test, so a file's `beforeAll` stubs last the whole file).
 */
export function resetTestState(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
}

afterAll(resetTestState);
