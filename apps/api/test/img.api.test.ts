import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { ALLOWED_PICTURE_SIZES, PICTURE_SIZES } from "@etalage/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestResponse, type TestShop } from "./test-shop";

let shop: TestShop;
let picture: string;
beforeAll(async () => {
  shop = await startTestShop();
  const res = await shop.get(
    `/api/catalog/catalog_nl/product/_search?size=1&request=${encodeURIComponent(JSON.stringify({ query: { term: { type_id: "configurable" } } }))}`,
  );
  picture = (await res.json()).hits.hits[0]._source.image;
});
afterAll(() => shop?.close());

const fetchPicture = (path: string, accept = "image/webp,image/*"): Promise<TestResponse> =>
  fetch(shop.baseUrl + path, { headers: { accept } }) as Promise<TestResponse>;

describe("/img resized product pictures", () => {
  it("serves a thumbnail of 330×445 as WebP, cacheable for a year", async () => {
    const res = await fetchPicture(`/img/330/445/resize/${picture}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(330);
    expect(meta.height).toBeLessThanOrEqual(445);
    expect(Math.max(meta.width ?? 0, (meta.height ?? 0) * (330 / 445))).toBeGreaterThan(300);
  });

  it("serves JPEG to a browser that does not accept WebP", async () => {
    const res = await fetchPicture(`/img/210/300/resize/${picture}`, "image/*");
    expect(res.headers.get("content-type")).toBe("image/jpeg");
  });

  it("crops to exactly the box", async () => {
    const { width, height } = PICTURE_SIZES.heroHalf;
    const res = await fetchPicture(`/img/${width}/${height}/crop/${picture}`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it("answers the second request for the same size from the disk cache identically", async () => {
    const a = Buffer.from(
      await (await fetchPicture(`/img/850/1200/resize/${picture}`)).arrayBuffer(),
    );
    const b = Buffer.from(
      await (await fetchPicture(`/img/850/1200/resize/${picture}`)).arrayBuffer(),
    );
    expect(a.equals(b)).toBe(true);
  });

  it("refuses a path that leaves the media folder with 400", async () => {
    const res = await fetchPicture("/img/330/445/resize/..%2F..%2Fetalage.sqlite");
    expect(res.status).toBe(400);
    expect((await res.json()).result).toBe("Picture paths may not leave the media folder");
  });

  it("answers a picture that does not exist with 404", async () => {
    const res = await fetchPicture("/img/330/445/resize/catalog/none/000000/1.svg");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 404,
      result: "No such picture: catalog/none/000000/1.svg",
    });
  });

  it("refuses an unknown mode or an oversized box with 400", async () => {
    const mode = await fetchPicture(`/img/330/445/stretch/${picture}`);
    expect(mode.status).toBe(400);
    expect(await mode.json()).toEqual({
      code: 400,
      result: 'Invalid picture request mode: Invalid option: expected one of "resize"|"fit"|"crop"',
    });
    const box = await fetchPicture(`/img/99999/445/resize/${picture}`);
    expect(box.status).toBe(400);
    expect(await box.json()).toEqual({
      code: 400,
      result: "Invalid picture request width: Too big: expected number to be <=2400",
    });
  });

  it("renders every size of the storefront's list", async () => {
    for (const { width, height, mode } of ALLOWED_PICTURE_SIZES) {
      const res = await fetchPicture(`/img/${width}/${height}/${mode}/${picture}`);
      expect(res.status, `${width}x${height} ${mode}`).toBe(200);
      await res.arrayBuffer();
    }
  });

  it("refuses a size outside the list with 404 naming the allowed sizes, and keeps nothing", async () => {
    const cacheDir = join(shop.shop.dataDir, "cache", "img");
    const before = await cachedFiles(cacheDir);
    for (const path of [
      `/img/123/457/resize/${picture}`,
      `/img/330/445/fit/${picture}`,
      `/img/330/445/crop/${picture}`,
    ]) {
      const res = await fetchPicture(path);
      expect(res.status, path).toBe(404);
      const body = await res.json();
      expect(body.result).toMatch(/^No picture size \d+x\d+ \w+; the shop serves 330x445 resize, /);
      expect(body.result).toContain("210x300 resize");
      expect(body.result).toContain("1600x1000 crop");
    }
    expect(await cachedFiles(cacheDir)).toEqual(before);
    expect(before.some((file) => file.startsWith("123x457"))).toBe(false);
  });
});

/** Every file under the picture cache, relative to it. */
async function cachedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}
