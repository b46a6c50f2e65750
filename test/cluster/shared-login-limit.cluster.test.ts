import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../apps/api/src/http/rate-limits";
import { clusterUrls } from "./support/cluster-control";
import { send } from "./support/shoppers";

const LOGIN_MAX = RATE_LIMITS.find((limit) => limit.name === "login")?.max ?? 0;
/** A failed login of an address of its own: the shop also locks one account after a few failures. */
const wrongPassword = (n: number) => ({ username: `shopper-${n}@example.com`, password: "wrong" });

describe("login failures spread over both shop processes", () => {
  it(`count in one shared limit: after ${LOGIN_MAX} tries on either process both refuse the next with 429`, async () => {
    const [first, second] = clusterUrls().processes as [string, string];
    const shopper = 3001;
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_MAX + 2; n++) {
      const base = n % 2 === 0 ? first : second;
      statuses.push(
        (await send("/api/user/login", { base, shopper, body: wrongPassword(n) })).status,
      );
    }
    expect(statuses.slice(0, LOGIN_MAX)).toEqual(Array(LOGIN_MAX).fill(401));
    expect(statuses.slice(LOGIN_MAX)).toEqual([429, 429]);

    const throughBalancer = await send("/api/user/login", { shopper, body: wrongPassword(100) });
    expect(throughBalancer.status).toBe(429);
    expect(throughBalancer.body.result).toMatch(/^Te veel verzoeken|^Too many requests/);
    // Another shopper is not refused for her.
    const other = await send("/api/user/login", { shopper: 3002, body: wrongPassword(101) });
    expect(other.status).toBe(401);
  });
});
