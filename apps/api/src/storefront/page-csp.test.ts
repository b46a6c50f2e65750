import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./page-csp";

// Hashes as `openssl dgst -sha256 -binary | base64` prints them for the same text.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const TWO_LINES = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
const ACCENT = "'sha256-wdsSQzAHZ0pLb+y889ga4zqh+XZEJnntbobYSDygTuI='";

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split("; ").find((d) => d.split(" ")[0] === name);
  return found?.split(" ").slice(1);
}

describe("a page's inline scripts are allowed by their hashes", () => {
  it("hashes the text of each inline script as the browser does", () => {
    expect(inlineScriptHashes("<p>x</p><script>alert(1)</script>")).toEqual([ALERT]);
    expect(inlineScriptHashes('<script>window.__x = "é";</script>')).toEqual([ACCENT]);
  });

  it("hashes module scripts and lines ending in CR LF as the parser reads them (LF)", () => {
    expect(
      inlineScriptHashes('<script type="module" async="">alert(1)</script><script>a\r\nb</script>'),
    ).toEqual([ALERT, TWO_LINES]);
  });

  it("leaves out scripts loaded by src and JSON-LD data blocks", () => {
    const html =
      '<script src="/assets/entry.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      "<script>alert(1)</script>";
    expect(inlineScriptHashes(html)).toEqual([ALERT]);
  });

  it("names a script that appears twice once", () => {
    expect(inlineScriptHashes("<script>alert(1)</script><script>alert(1)</script>")).toEqual([
      ALERT,
    ]);
  });
});

describe("the Content-Security-Policy of a storefront page", () => {
  const html = "<script>alert(1)</script>";

  it("runs the shop's own scripts and the page's hashed inline ones, no other inline code", () => {
    const policy = pageContentSecurityPolicy(html, { https: false });
    expect(directive(policy, "script-src")).toEqual(["'self'", ALERT]);
    expect(directive(policy, "script-src-attr")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("keeps everything else to the shop's own origin and forbids framing, plugins and base", () => {
    const policy = pageContentSecurityPolicy(html, { https: false });
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
      directive(pageContentSecurityPolicy(html, { https: true }), "upgrade-insecure-requests"),
    ).toEqual([]);
    expect(
      directive(pageContentSecurityPolicy(html, { https: false }), "upgrade-insecure-requests"),
    ).toBeUndefined();
  });
});
