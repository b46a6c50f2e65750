import { describe, expect, it, vi } from "vitest";
import { resetTestState } from "./reset-test-state";

describe("what a test file changes is undone when it ends", () => {
  it("puts back stubbed globals and environment variables, real timers and spied functions", () => {
    const fetchBefore = globalThis.fetch;
    const errorBefore = console.error;
    const envBefore = process.env.ETALAGE_RESET_CHECK;
    vi.stubGlobal("fetch", () => Promise.reject(new Error("stubbed")));
    vi.stubEnv("ETALAGE_RESET_CHECK", "changed");
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(globalThis.fetch).not.toBe(fetchBefore);
    expect(vi.isFakeTimers()).toBe(true);

    resetTestState();

    expect(globalThis.fetch).toBe(fetchBefore);
    expect(process.env.ETALAGE_RESET_CHECK).toBe(envBefore);
    expect(vi.isFakeTimers()).toBe(false);
    expect(console.error).toBe(errorBefore);
  });
});
