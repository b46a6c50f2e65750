import type { ApiFetch } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { remember } from "./remember";

const api: ApiFetch = async () => new Response("{}");

describe("remembered catalogue answers", () => {
  it("share one call between requests within the time to live", async () => {
    let calls = 0;
    let clock = 0;
    const load = async () => ++calls;
    const ask = () => remember(api, "categories:nl", 1000, load, { now: () => clock });
    expect(await ask()).toBe(1);
    clock = 999;
    expect(await ask()).toBe(1);
    clock = 1000;
    expect(await ask()).toBe(2);
  });

  it("forget a failed call so the next request asks again", async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error("down");
      return "ok";
    };
    await expect(remember(api, "attributes:en", 60_000, load)).rejects.toThrow("down");
    expect(await remember(api, "attributes:en", 60_000, load)).toBe("ok");
  });

  it("forget an answer not worth keeping, keeping the next one that is", async () => {
    let calls = 0;
    const load = async () => (++calls === 1 ? null : "found");
    const keep = (answer: string | null) => answer !== null;
    expect(await remember(api, "map:nl:/p/a", 60_000, load, { keep })).toBeNull();
    expect(await remember(api, "map:nl:/p/a", 60_000, load, { keep })).toBe("found");
    expect(await remember(api, "map:nl:/p/a", 60_000, load, { keep })).toBe("found");
    expect(calls).toBe(2);
  });

  it("keep at most 500 answers, forgetting the oldest first", async () => {
    const own: ApiFetch = async () => new Response("{}");
    let calls = 0;
    const load = async () => ++calls;
    for (let i = 0; i <= 500; i++) await remember(own, `list:${i}`, 60_000, load);
    expect(await remember(own, "list:500", 60_000, load)).toBe(501);
    expect(await remember(own, "list:0", 60_000, load)).toBe(502);
  });
});
