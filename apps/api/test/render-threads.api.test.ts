import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ToRenderThread } from "../src/storefront/render-threads/messages";
import { startTestShop, type TestShop } from "./test-shop";

/** The built storefront and render thread (`npm run build`, which `npm test` runs first). */
const storefrontDir = fileURLToPath(new URL("../../storefront", import.meta.url));
const renderThread = new URL("../dist/render-thread.js", import.meta.url);
const PAGES = [
  "/c/jurken",
  "/en/c/dresses?sort=price-asc",
  "/p/JRK-1001/midi-jurk-met-stippen",
  "/en/p/VST-1006/oversized-cardigan",
  "/c/bestaat-niet",
];

const posted = vi.spyOn(Worker.prototype, "postMessage");
const renderedUrls = () =>
  posted.mock.calls
    .map(([message]) => message as ToRenderThread)
    .filter((message) => message.kind === "render")
    .map((message) => new URL(message.url).pathname);

let threaded: TestShop;
let alone: TestShop;
beforeAll(async () => {
  // One public address for both: pages name it in their canonical and hreflang links.
  const settings = { pageCacheSeconds: 0, publicUrl: "https://shop.example" };
  threaded = await startTestShop({
    storefrontDir,
    renderThread,
    settings: { ...settings, renderThreads: 2 },
  });
  alone = await startTestShop({ storefrontDir, settings: { ...settings, renderThreads: 0 } });
  // The threads have loaded the storefront once a page rendered by one comes back.
  await waitFor(async () => {
    await fetch(`${threaded.baseUrl}/c/jurken`);
    return renderedUrls().length > 0;
  });
});
afterAll(async () => {
  await threaded?.close();
  await alone?.close();
  posted.mockRestore();
});

async function waitFor(done: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("Not done within 10 s");
}

/** Times of the demo data differ by the seconds between the two shops' seeding. */
const SEEDED_AT = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g;

const page = async (shop: TestShop, path: string) => {
  const res = await fetch(shop.baseUrl + path, { redirect: "manual" });
  const body = (await res.text()).replace(SEEDED_AT, "(seeded)");
  return { status: res.status, location: res.headers.get("location"), body };
};

describe("pages rendered on render threads (RENDER_THREADS)", () => {
  it("renders a category page on a render thread, its loaders answered by the shop's API", async () => {
    posted.mockClear();
    // A category not asked for before: the thread keeps no answer for it yet.
    const { status, body } = await page(threaded, "/c/rokken");
    expect(status).toBe(200);
    expect(body).toContain('<h1 class="page-title">Rokken</h1>');
    expect(renderedUrls()).toEqual(["/c/rokken"]);
    const apiAnswers = posted.mock.calls.filter(
      ([message]) => (message as ToRenderThread).kind === "api-answer",
    );
    expect(apiAnswers.length).toBeGreaterThan(0);
  });

  it.each(PAGES)("serves %s as the main thread alone renders it", async (path) => {
    const [fromThread, fromMain] = await Promise.all([page(threaded, path), page(alone, path)]);
    expect(fromThread).toEqual(fromMain);
  });

  it("hands a form sent to a page (POST) to the render thread, answering as the main thread does", async () => {
    const post = async (shop: TestShop, form: string) => {
      const res = await fetch(`${shop.baseUrl}/newsletter/unsubscribe`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      return { status: res.status, body: (await res.text()).replace(SEEDED_AT, "(seeded)") };
    };
    posted.mockClear();
    const unknown = await post(threaded, "token=no-such-token");
    expect(renderedUrls()).toEqual(["/newsletter/unsubscribe"]);
    expect(unknown).toEqual(await post(alone, "token=no-such-token"));
    // The form reached the page: without its token the page answers otherwise.
    expect((await post(threaded, "")).body).not.toEqual(unknown.body);
  });

  it("sends a child opened at its own url_path to its parent with a 301, as the main thread does", async () => {
    const child = await page(threaded, "/jurken/midi-jurk-met-stippen-groen-m");
    expect([child.status, child.location]).toEqual([
      301,
      "/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-GROEN-M",
    ]);
  });

  it("shows a renamed category on the next page after the catalogue changed", async () => {
    expect((await page(threaded, "/c/jurken")).body).toContain("Jurken</h1>");
    await threaded.shop.database.db
      .updateTable("categories")
      .set({ name_nl: "Zomerjurken" })
      .where("url_key_nl", "=", "jurken")
      .execute();
    await threaded.shop.catalogue.rebuild();
    expect((await page(threaded, "/c/jurken")).body).toContain(
      '<h1 class="page-title">Zomerjurken</h1>',
    );
  });

  it("renders on when a render thread stops: another one takes its place", async () => {
    posted.mockClear();
    await page(threaded, "/c/schoenen");
    const thread = posted.mock.contexts[0] as Worker;
    await thread.terminate();
    for (const path of ["/c/schoenen", "/c/tassen", "/c/jassen"])
      expect((await page(threaded, path)).status).toBe(200);
    await waitFor(async () => {
      posted.mockClear();
      await page(threaded, "/c/laarzen");
      return posted.mock.contexts.some((context) => context !== thread);
    });
  });
});

describe("a storefront build the render threads cannot load", () => {
  it("stops the start-up with the reason", async () => {
    const dir = mkdtempSync(join(tmpdir(), "etalage-old-build-"));
    const server = join(dir, "build", "server");
    mkdirSync(server, { recursive: true });
    writeFileSync(join(server, "index.js"), "export const entry = { module: {} };\n");
    try {
      await expect(
        startTestShop({ storefrontDir: dir, renderThread, settings: { renderThreads: 1 } }),
      ).rejects.toThrow(
        `The storefront build is out of date (${join(server, "index.js")}): run npm run build`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
