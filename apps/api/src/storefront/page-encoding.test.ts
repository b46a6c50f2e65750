import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, encodedBody, pageEncoding } from "./page-encoding";
import type { RenderedPage } from "./rendered-page";

const html = `<!DOCTYPE html><html><body>${"<p>Midi-jurk met stippen</p>".repeat(400)}</body></html>`;

function page(): RenderedPage {
  return {
    status: 200,
    headers: [],
    body: Buffer.from(html),
    shareable: true,
    encoded: new Map(),
    ready: new Map(),
  };
}

describe("a page is compressed as hard as its reuse is worth", () => {
  it("the browser's preferred encoding of brotli and gzip is chosen", () => {
    expect(pageEncoding("gzip, deflate, br")).toBe("br");
    expect(pageEncoding("gzip")).toBe("gzip");
    expect(pageEncoding("identity")).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it("a page kept for other shoppers is compressed once and its copy kept with it", async () => {
    const kept = page();
    const body = await encodedBody(kept, "br", true);
    expect(brotliDecompressSync(body).toString()).toBe(html);
    expect(kept.encoded.has("br")).toBe(true);
    expect(await encodedBody(kept, "br", true)).toBe(body);
  });

  it("a page sent once is compressed quickly and keeps no copy", async () => {
    const once = page();
    const br = await encodedBody(once, "br", false);
    const gzip = await encodedBody(once, "gzip", false);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(once.encoded.size).toBe(0);
  });

  it("brotli's window fits the page, from 64 KB up to brotli's largest, and the page still reads whole", async () => {
    expect(brotliWindowBits(0)).toBe(16);
    expect(brotliWindowBits(20_000)).toBe(16);
    expect(brotliWindowBits(68_485)).toBe(17);
    expect(brotliWindowBits(200_000)).toBe(18);
    expect(brotliWindowBits(50_000_000)).toBe(24);
    const large = page();
    large.body = Buffer.from(html.repeat(20));
    const body = await encodedBody(large, "br", false);
    expect(brotliDecompressSync(body).toString()).toBe(html.repeat(20));
  });
});
