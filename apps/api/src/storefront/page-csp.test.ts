import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./page-csp";

const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const script = (text: string, attributes = "") => `<script${attributes}>${text}</script>`;
const built = (path: string) => ["/assets/root-A1.js", "/assets/entry.client-B2.js"].includes(path);

// React Router's inline scripts, as a built page holds them.
const CONTEXT =
  'window.__reactRouterContext = {"basename":"/","ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const DATA =
  'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003cscript\\u003e\\"]\\n");';
const CLOSE = "window.__reactRouterContext.streamController.close();";
const ROUTE_MODULES = `;
import * as route0 from "/assets/root-A1.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-B2.js", "imports": [] },
  "version": "b4a61aee"
};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-B2.js");`;

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split("; ").find((d) => d.split(" ")[0] === name);
  return found?.split(" ").slice(1);
}

describe("a page's own inline scripts are allowed by their hashes, no other", () => {
  it("hashes React Router's context, data, end of data and route modules as the browser does", () => {
    const html =
      script(CONTEXT) +
      script(ROUTE_MODULES, ' type="module" async=""') +
      script(DATA) +
      script(CLOSE);
    expect(inlineScriptHashes(html, built)).toEqual([
      hash(CONTEXT),
      hash(ROUTE_MODULES),
      hash(DATA),
      hash(CLOSE),
    ]);
  });

  it("hashes the text after the parser turned CR LF into LF", () => {
    expect(inlineScriptHashes(script(ROUTE_MODULES.replace(/\n/g, "\r\n")), built)).toEqual([
      hash(ROUTE_MODULES),
    ]);
  });

  it("never allows an inline script of another form, wherever it came from", () => {
    const html = [
      "alert(1)",
      `${CLOSE}alert(1)`,
      "window.__reactRouterContext.streamController.enqueue(alert(1));",
      'window.__reactRouterContext.streamController.enqueue("x" + alert(1));',
      CONTEXT.replace('"isSpaMode":false}', '"isSpaMode":false};alert(1);({}'),
      ROUTE_MODULES.replace('"version": "b4a61aee"', '"version": alert(1)'),
      ROUTE_MODULES.replace("/assets/root-A1.js", "https://evil.example/x.js"),
      ROUTE_MODULES.replace('import("/assets/entry.client-B2.js")', 'import("/assets/other.js")'),
    ]
      .map((text) => script(text))
      .join("");
    expect(inlineScriptHashes(html, built)).toEqual([]);
  });

  it("leaves out scripts loaded by src and JSON-LD data blocks", () => {
    const html =
      '<script src="/assets/entry.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      script(CLOSE);
    expect(inlineScriptHashes(html, built)).toEqual([hash(CLOSE)]);
  });

  it("names a script that appears twice once", () => {
    expect(inlineScriptHashes(script(CLOSE) + script(CLOSE), built)).toEqual([hash(CLOSE)]);
  });
});

describe("the Content-Security-Policy of a storefront page", () => {
  const html = script(CLOSE) + script("alert(1)");

  it("runs the shop's own scripts and the page's hashed inline ones, no other inline code", () => {
    const policy = pageContentSecurityPolicy(html, { https: false, built });
    expect(directive(policy, "script-src")).toEqual(["'self'", hash(CLOSE)]);
    expect(directive(policy, "script-src-attr")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("keeps everything else to the shop's own origin and forbids framing, plugins and base", () => {
    const policy = pageContentSecurityPolicy(html, { https: false, built });
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:"]);
    for (const name of ["font-src", "connect-src", "manifest-src", "worker-src", "form-action"])
      expect(directive(policy, name)).toEqual(["'self'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("upgrades stray http:// requests only when the shop is public over https", () => {
    expect(
      directive(
        pageContentSecurityPolicy(html, { https: true, built }),
        "upgrade-insecure-requests",
      ),
    ).toEqual([]);
    expect(
      directive(
        pageContentSecurityPolicy(html, { https: false, built }),
        "upgrade-insecure-requests",
      ),
    ).toBeUndefined();
  });
});
