import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import type { RenderedPage } from "./rendered-page";

function page(body: string, overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body: Buffer.from(body),
    shareable: true,
    encoded: new Map(),
    ready: new Map(),
    ...overrides,
  };
}

function setUp(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const clock = { now: 0, revision: 0, renders: 0 };
  const cache = new PageCache({
    ttlMs: options.ttlMs ?? 10_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    revision: () => clock.revision,
    now: () => clock.now,
  });
  const render = (body: string, overrides?: Partial<RenderedPage>) => async () => {
    clock.renders++;
    return page(body, overrides);
  };
  return { cache, clock, render };
}

describe("rendered pages are shared between shoppers for a few seconds", () => {
  it("a page asked again within its seconds is not rendered again", async () => {
    const { cache, clock, render } = setUp();
    const first = await cache.serve("/c/jurken", render("jurken"));
    clock.now = 9_999;
    const again = await cache.serve("/c/jurken", render("jurken"));
    expect(first.shared).toBe(false);
    expect(again.shared).toBe(true);
    expect(again.page.body.toString()).toBe("jurken");
    expect(clock.renders).toBe(1);
  });

  it("shoppers asking for the same page at the same time wait for one render", async () => {
    const { cache, clock, render } = setUp();
    const served = await Promise.all(
      Array.from({ length: 10 }, () => cache.serve("/c/jurken", render("jurken"))),
    );
    expect(clock.renders).toBe(1);
    expect(served.filter((s) => s.shared)).toHaveLength(9);
  });

  it("each URL is its own page (filters and sort are in the query)", async () => {
    const { cache, clock, render } = setUp();
    await cache.serve("/c/jurken", render("a"));
    const sorted = await cache.serve("/c/jurken?sort=price-asc", render("b"));
    expect(sorted.page.body.toString()).toBe("b");
    expect(clock.renders).toBe(2);
  });

  it("once its seconds are over a page is rendered anew in the background, the kept one handed out meanwhile", async () => {
    const { cache, clock, render } = setUp();
    await cache.serve("/c/jurken", render("old"));
    clock.now = 10_000;
    let finish: (page: RenderedPage) => void = () => {};
    const rendering = new Promise<RenderedPage>((resolve) => {
      finish = resolve;
    });
    const during = await cache.serve("/c/jurken", () => rendering);
    expect(during).toMatchObject({ shared: true });
    expect(during.page.body.toString()).toBe("old");
    expect(cache.peek("/c/jurken")?.body.toString()).toBe("old");
    expect((await cache.serve("/c/jurken", render("twice"))).page.body.toString()).toBe("old");
    finish(page("new"));
    await rendering;
    expect(cache.peek("/c/jurken")?.body.toString()).toBe("new");
    expect((await cache.serve("/c/jurken", render("newer"))).page.body.toString()).toBe("new");
    expect(clock.renders).toBe(1);
  });

  it("a page past twice its seconds is not handed out: the shopper waits for a new render", async () => {
    const { cache, clock, render } = setUp();
    await cache.serve("/c/jurken", render("old"));
    clock.now = 20_000;
    expect(cache.peek("/c/jurken")).toBeUndefined();
    const next = await cache.serve("/c/jurken", render("new"));
    expect(next).toMatchObject({ shared: false });
    expect(next.page.body.toString()).toBe("new");
  });

  it("a failed render in the background keeps the page, and the next shopper tries again", async () => {
    const { cache, clock, render } = setUp();
    await cache.serve("/c/jurken", render("old"));
    clock.now = 10_000;
    const failing = async () => {
      clock.renders++;
      throw new Error("catalogue unavailable");
    };
    expect((await cache.serve("/c/jurken", failing)).page.body.toString()).toBe("old");
    await Promise.resolve();
    expect((await cache.serve("/c/jurken", render("new"))).page.body.toString()).toBe("old");
    await Promise.resolve();
    expect((await cache.serve("/c/jurken", render("newer"))).page.body.toString()).toBe("new");
    expect(clock.renders).toBe(3);
  });

  it("a change of the catalogue (stock after an order) makes earlier pages stale at once", async () => {
    const { cache, clock, render } = setUp();
    await cache.serve("/p/JRK-1001/midi-jurk", render("op voorraad"));
    clock.revision++;
    expect(cache.peek("/p/JRK-1001/midi-jurk")).toBeUndefined();
    const next = await cache.serve("/p/JRK-1001/midi-jurk", render("uitverkocht"));
    expect(next.page.body.toString()).toBe("uitverkocht");
  });

  it("a page past its seconds of a catalogue changed since is never handed out", async () => {
    const { cache, clock, render } = setUp();
    await cache.serve("/p/JRK-1001/midi-jurk", render("op voorraad"));
    clock.now = 10_000;
    clock.revision++;
    const next = await cache.serve("/p/JRK-1001/midi-jurk", render("uitverkocht"));
    expect(next).toMatchObject({ shared: false });
    expect(next.page.body.toString()).toBe("uitverkocht");
  });

  it("a page that may not be shared (not found, a cookie) is rendered for every request", async () => {
    const { cache, clock, render } = setUp();
    const notFound = render("404 Pagina niet gevonden", { status: 404, shareable: false });
    await cache.serve("/c/bestaat-niet", notFound);
    const again = await cache.serve("/c/bestaat-niet", notFound);
    expect(again.shared).toBe(false);
    expect(clock.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("waiters on a render that turns out private render their own page", async () => {
    const { cache, clock, render } = setUp();
    const served = await Promise.all(
      Array.from({ length: 3 }, () =>
        cache.serve("/account", render("eigen", { shareable: false })),
      ),
    );
    expect(served.every((s) => !s.shared)).toBe(true);
    expect(clock.renders).toBe(3);
  });

  it("a failed render is not kept: the next shopper gets a new render", async () => {
    const { cache, render } = setUp();
    await expect(
      cache.serve("/c/jurken", async () => {
        throw new Error("catalogue unavailable");
      }),
    ).rejects.toThrow("catalogue unavailable");
    const next = await cache.serve("/c/jurken", render("jurken"));
    expect(next).toMatchObject({ shared: false });
    expect(next.page.body.toString()).toBe("jurken");
  });

  it("over its byte budget the least recently asked page goes first", async () => {
    const { cache, clock, render } = setUp({ maxBytes: 20 });
    await cache.serve("/a", render("aaaaaaaaaa"));
    await cache.serve("/b", render("bbbbbbbbbb"));
    await cache.serve("/a", render("aaaaaaaaaa"));
    await cache.serve("/c", render("cccccccccc"));
    expect(cache.bytes).toBe(20);
    expect((await cache.serve("/a", render("aaaaaaaaaa"))).shared).toBe(true);
    expect((await cache.serve("/b", render("bbbbbbbbbb"))).shared).toBe(false);
    expect(clock.renders).toBe(4);
  });

  it("a page stays for the next shoppers only when shareable and within the budget", async () => {
    const { cache, render } = setUp({ maxBytes: 10 });
    expect((await cache.serve("/a", render("aaaaa"))).kept).toBe(true);
    expect((await cache.serve("/a", render("aaaaa"))).kept).toBe(true);
    expect((await cache.serve("/b", render("b".repeat(11)))).kept).toBe(false);
    const own = await cache.serve("/account", render("eigen", { shareable: false }));
    expect(own.kept).toBe(false);
  });
});
