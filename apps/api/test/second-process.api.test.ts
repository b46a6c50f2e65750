import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ALLOWED_PICTURE_SIZES } from "@etalage/contracts";
import { listMediaFilePaths } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../src/server";
import type { Shop } from "../src/shop";
import { readyShop } from "../src/startup/open-shop";
import { json, startTestShop, type TestShop } from "./test-shop";
import { registeredCustomer, userApi } from "./user-test-shop";

/**
 * A second process of one shop: the same database as the first, but a DATA_DIR of its own that
 * starts empty, as on another machine behind the load balancer.
 */
let first: TestShop;
let second: { shop: Shop; app: FastifyInstance; baseUrl: string; dataDir: string };
beforeAll(async () => {
  first = await startTestShop();
  const dataDir = await mkdtemp(join(tmpdir(), "etalage-second-"));
  const shop = await readyShop({ ...first.shop.settings, dataDir }, dataDir, first.shop.database);
  const app = await createServer(shop, { logger: false });
  second = { shop, app, baseUrl: await app.listen({ port: 0, host: "127.0.0.1" }), dataDir };
});
afterAll(async () => {
  await second?.app.close();
  await second?.shop.mail.stop();
  await first?.close();
  if (second) await rm(second.dataDir, { recursive: true, force: true });
});

const picture = (baseUrl: string, path: string) =>
  fetch(baseUrl + path, { headers: { accept: "image/webp,image/*" } });

describe("a second shop process with an empty DATA_DIR", () => {
  it("starts with nothing of the first's DATA_DIR: no pictures, no content files, no secret.key", async () => {
    expect(await readdir(second.dataDir)).not.toContain("media");
    expect(await readdir(second.dataDir)).not.toContain("content");
    expect(await readdir(second.dataDir)).not.toContain("secret.key");
  });

  it("has every product picture of the catalogue among the originals in the database", async () => {
    const stored = new Set(await listMediaFilePaths(second.shop.database.db));
    const images = await second.shop.database.db
      .selectFrom("product_images")
      .select("path")
      .distinct()
      .execute();
    expect(images.length).toBeGreaterThan(100);
    expect(images.filter((image) => !stored.has(image.path))).toEqual([]);
  });

  it("serves one picture in every size the storefront asks, like the first process", async () => {
    const [path] = await listMediaFilePaths(second.shop.database.db);
    for (const { width, height, mode } of ALLOWED_PICTURE_SIZES) {
      const url = `/img/${width}/${height}/${mode}/${path}`;
      const [a, b] = await Promise.all([picture(first.baseUrl, url), picture(second.baseUrl, url)]);
      expect(b.status, url).toBe(200);
      const [fromFirst, fromSecond] = await Promise.all([
        a.arrayBuffer().then(Buffer.from),
        b.arrayBuffer().then(Buffer.from),
      ]);
      expect(fromSecond.equals(fromFirst), url).toBe(true);
    }
  });

  it("serves pictures from all over the catalogue (every twelfth) as thumbnails", async () => {
    const { width, height, mode } = ALLOWED_PICTURE_SIZES[0]!;
    // Rendering all 744 takes a minute on two cores; the stored originals are checked above.
    const paths = (await listMediaFilePaths(second.shop.database.db)).filter(
      (_, i) => i % 12 === 0,
    );
    const failed: string[] = [];
    // Two at a time: the machine's two cores render them.
    for (let i = 0; i < paths.length; i += 2) {
      const replies = await Promise.all(
        paths.slice(i, i + 2).map(async (path) => {
          const res = await picture(second.baseUrl, `/img/${width}/${height}/${mode}/${path}`);
          const bytes = Buffer.from(await res.arrayBuffer());
          const ok = res.status === 200 && (await sharp(bytes).metadata()).format === "webp";
          return ok ? null : path;
        }),
      );
      failed.push(...replies.filter((path) => path !== null));
    }
    expect(paths.length).toBeGreaterThan(50);
    expect(failed).toEqual([]);
  });

  it("keeps the originals it fetched in its own cache, not in DATA_DIR/media", async () => {
    const [path] = await listMediaFilePaths(second.shop.database.db);
    const cached = await readdir(join(second.dataDir, "cache", "media"), { recursive: true });
    expect(cached).toContain(path);
    expect(await readdir(second.dataDir)).not.toContain("media");
  });

  it("takes an original from DATA_DIR/media first, as a shop seeded before still has them", async () => {
    const path = "catalog/alleen-op-schijf/1.svg";
    await mkdir(join(second.dataDir, "media", "catalog", "alleen-op-schijf"), { recursive: true });
    await writeFile(
      join(second.dataDir, "media", path),
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#c00"/></svg>',
    );
    expect((await picture(second.baseUrl, `/img/330/445/resize/${path}`)).status).toBe(200);
    const elsewhere = await picture(first.baseUrl, `/img/330/445/resize/${path}`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ code: 404, result: `No such picture: ${path}` });
  });

  it("answers a picture the shop does not have with 404", async () => {
    const res = await picture(second.baseUrl, "/img/330/445/resize/catalog/none/000000/1.svg");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 404,
      result: "No such picture: catalog/none/000000/1.svg",
    });
  });

  it("serves the same banners, homepage and stores in both store views", async () => {
    for (const kind of ["banners", "homepage", "stores"])
      for (const store of ["nl", "en"]) {
        const path = `/api/ext/store-content/${kind}/${store}`;
        const [a, b] = await Promise.all([
          fetch(first.baseUrl + path),
          fetch(second.baseUrl + path),
        ]);
        expect(b.status, path).toBe(200);
        expect(await b.json(), path).toEqual(await a.json());
      }
  });

  it("signs with the same secret as the first: equal price signatures", async () => {
    expect(second.shop.secret).toBe(first.shop.secret);
    const { hits } = await json(
      await fetch(`${first.baseUrl}/api/catalog/catalog_nl/product/_search?size=3`),
    );
    const skus = hits.hits.map((hit: { _source: { sku: string } }) => hit._source.sku).join(",");
    const path = `/api/product/render-list?skus=${skus}&currencyCode=EUR&storeId=1`;
    const [a, b] = await Promise.all([fetch(first.baseUrl + path), fetch(second.baseUrl + path)]);
    const signatures = async (res: Response) =>
      ((await json(res)).result.items as { sgn: string }[]).map((item) => item.sgn);
    const fromFirst = await signatures(a);
    expect(fromFirst.length).toBe(3);
    expect(await signatures(b)).toEqual(fromFirst);
  });

  it("accepts the access token the first handed out and signs the customer's group alike", async () => {
    const customer = await registeredCustomer(userApi(first));
    const onFirst = await userApi(first).me(customer.token);
    const onSecond = await fetch(
      `${second.baseUrl}/api/user/me?token=${encodeURIComponent(customer.token)}`,
    );
    expect(onSecond.status).toBe(200);
    const body = await json(onSecond);
    expect(body.result.email).toBe(customer.email);
    expect(body.result.groupToken).toBe(onFirst.body.result.groupToken);
  });
});
