import { describe, expect, it } from "vitest";
import { watchErrors } from "./support/catalogue-pages";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/**
 * Stands in for React DevTools before any script of the page runs: React DOM announces itself
 * to this hook (`inject`) with its package name and version, whatever bundler built the page,
 * and reports every commit, the first one being the end of hydration.
 */
const DEVTOOLS_HOOK = `
  window.registeredRenderers = [];
  window.reactCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      window.registeredRenderers.push({
        name: renderer.rendererPackageName,
        version: renderer.version,
      });
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      window.reactCommits++;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
`;

const PAGES = {
  home: "/",
  category: "/c/jurken",
  product: "/p/JRK-1001/midi-jurk-met-stippen",
  checkout: "/checkout",
  "my-account": "/my-account",
  "English product": "/en/p/JRK-1001/polka-dot-midi-dress",
};

describe("React 19 renders the shop in the browser", () => {
  for (const [name, path] of Object.entries(PAGES))
    it(`the ${name} page (${path}) hydrates with React DOM 19, without errors`, async () => {
      const context = await opened.browser.newContext();
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.addInitScript(DEVTOOLS_HOOK);
        await page.goto(opened.shop.baseUrl + path, { waitUntil: "networkidle" });
        const seen = () =>
          page.evaluate(() => {
            const hooked = globalThis as unknown as {
              registeredRenderers: unknown[];
              reactCommits: number;
            };
            return { renderers: hooked.registeredRenderers, hydrated: hooked.reactCommits > 0 };
          });
        await expect.poll(async () => (await seen()).hydrated).toBe(true);
        expect((await seen()).renderers).toEqual([
          { name: "react-dom", version: expect.stringMatching(/^19\./) },
        ]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
