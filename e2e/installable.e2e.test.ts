import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppBrowser, controlledByWorker, launchAppBrowser } from "./support/service-worker";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

let shop: ShopProcess;
let app: AppBrowser;
beforeAll(async () => {
  shop = await startShopProcess();
  app = await launchAppBrowser();
});
afterAll(async () => {
  await app?.close();
  await shop?.stop();
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

const STORE_VIEWS = [
  { code: "nl", home: "/", manifest: "/manifest.webmanifest", name: "Etalage — damesmode" },
  {
    code: "en",
    home: "/en",
    manifest: "/en/manifest.webmanifest",
    name: "Etalage — women's fashion",
  },
] as const;

describe("the shop installs as an app in each store view (issue 15)", () => {
  for (const view of STORE_VIEWS)
    it(`${view.home} links its own manifest and Chromium reports no installability errors`, async () => {
      const page = await app.context.newPage();
      await page.goto(shop.baseUrl + view.home);
      await controlledByWorker(page);
      const cdp = await app.context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);

      const { url, errors, data } = await cdp.send("Page.getAppManifest");
      expect(url).toBe(shop.baseUrl + view.manifest);
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? "{}") as Record<string, unknown> & {
        icons: ManifestIcon[];
      };
      expect(manifest).toMatchObject({
        name: view.name,
        short_name: "Etalage",
        lang: view.code,
        start_url: view.home,
        display: "standalone",
        theme_color: "#faf8f4",
        background_color: "#faf8f4",
      });
      const icon = (sizes: string, purpose: string) =>
        manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? "any") === purpose);
      for (const found of [
        icon("192x192", "any"),
        icon("512x512", "any"),
        icon("512x512", "maskable"),
      ]) {
        expect(found).toBeDefined();
        const response = await fetch(shop.baseUrl + (found?.src ?? ""));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        // The PNG header's width is the size the manifest promises.
        const png = Buffer.from(await response.arrayBuffer());
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(found?.sizes);
      }
      await page.close();
    });

  it("opens /pwa.html as the home page of each store view (docs/specification/routes-and-screens.md)", async () => {
    for (const [alias, home] of [
      ["/pwa.html", "/"],
      ["/en/pwa.html", "/en"],
    ] as const) {
      const [aliasHtml, homeHtml] = await Promise.all(
        [alias, home].map(async (path) => {
          const response = await fetch(shop.baseUrl + path);
          expect(response.status).toBe(200);
          return response.text();
        }),
      );
      const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
      expect(title(aliasHtml)).toBe(title(homeHtml));
      expect(heading(aliasHtml)).toBe(heading(homeHtml));
    }
  });

  it("serves the worker from /sw.js, never kept by the HTTP cache, with the page's policy", async () => {
    const response = await fetch(`${shop.baseUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});
