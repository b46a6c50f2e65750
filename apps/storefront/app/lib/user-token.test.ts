import { afterEach, describe, expect, it, vi } from "vitest";
import { userToken } from "./user-token";

afterEach(() => vi.unstubAllGlobals());

describe("the user token on cart calls", () => {
  it("is the token the session stored (docs/specification/api-calls.md current-token), read at each call", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    });
    expect(userToken()).toBe("");
    stored.set("current-token", "renewed-in-another-tab");
    expect(userToken()).toBe("renewed-in-another-tab");
  });
});
