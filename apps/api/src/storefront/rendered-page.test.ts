import { describe, expect, it } from "vitest";
import { readRenderedPage } from "./rendered-page";

const html = (init: ResponseInit) => new Response("<html></html>", init);

describe("a rendered page is shared only when nothing in it belongs to one shopper", () => {
  it("a plain 200 page may be shared, with its body and headers", async () => {
    const page = await readRenderedPage(
      html({ status: 200, headers: { "content-type": "text/html" } }),
    );
    expect(page.shareable).toBe(true);
    expect(page.body.toString()).toBe("<html></html>");
    expect(page.headers).toContainEqual(["content-type", "text/html"]);
  });

  it.each([
    ["a 404", { status: 404 }],
    [
      "a redirect",
      { status: 301, headers: { location: "/p/JRK-1001/midi-jurk/JRK-1001-ZWART-S" } },
    ],
    ["a page that sets a cookie", { status: 200, headers: { "set-cookie": "session=1" } }],
    ["a private page", { status: 200, headers: { "cache-control": "private, max-age=0" } }],
    ["a page that varies by cookie", { status: 200, headers: { vary: "Cookie" } }],
  ])("%s is not shared", async (_name, init) => {
    expect((await readRenderedPage(html(init))).shareable).toBe(false);
  });
});

describe("a rendered page carries its Content-Security-Policy", () => {
  const policy = (body: string) => `script-src 'self' /* ${body.length} */`;

  it("an HTML page gets the policy made from its own body, kept with its headers", async () => {
    const page = await readRenderedPage(
      new Response("<script>alert(1)</script>", {
        headers: { "content-type": "text/html; charset=utf-8" },
      }),
      policy,
    );
    expect(page.headers).toContainEqual(["content-security-policy", "script-src 'self' /* 25 */"]);
  });

  it("a data reply (a client navigation's loader data) keeps the server's strict one", async () => {
    const page = await readRenderedPage(
      new Response("[]", { headers: { "content-type": "text/x-script" } }),
      policy,
    );
    expect(page.headers.map(([name]) => name)).not.toContain("content-security-policy");
  });
});
