import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { TrustProxy } from "../config";
import { fastifyTrustProxy } from "./trust-proxy";

/** The client address and protocol the shop sees for a request from 10.0.0.9 via two proxies. */
async function seenThrough(trust: TrustProxy) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get("/", async (req) => ({ ip: req.ip, protocol: req.protocol }));
  const res = await app.inject({
    url: "/",
    remoteAddress: "10.0.0.9",
    headers: { "x-forwarded-for": "203.0.113.7, 10.0.0.8", "x-forwarded-proto": "https" },
  });
  await app.close();
  return res.json() as { ip: string; protocol: string };
}

describe("the shop believes X-Forwarded-* only from the proxies TRUST_PROXY names", () => {
  it("by default the socket's peer is the client, whatever the headers say", async () => {
    expect(await seenThrough(false)).toEqual({ ip: "10.0.0.9", protocol: "http" });
  });

  it("a number of hops trusts that many proxies in front of the shop", async () => {
    expect((await seenThrough(1)).ip).toBe("10.0.0.8");
    expect(await seenThrough(2)).toEqual({ ip: "203.0.113.7", protocol: "https" });
  });

  it("a list of addresses trusts those proxies only", async () => {
    expect((await seenThrough(["10.0.0.9"])).ip).toBe("10.0.0.8");
    expect((await seenThrough(["10.0.0.1"])).ip).toBe("10.0.0.9");
  });
});
