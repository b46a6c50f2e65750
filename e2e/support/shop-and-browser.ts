import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type ShopProcess, startShopProcess } from "./shop-process";

export interface ShopAndBrowser {
  shop: ShopProcess;
  browser: Browser;
}

/**
 * The built shop on its own fresh demo data and a Chromium, started before a file's journeys and
 * stopped after them. Read the fields inside tests: they are set once `beforeAll` has run.
 */
export function shopAndBrowser(): ShopAndBrowser {
  const opened = {} as ShopAndBrowser;
  beforeAll(async () => {
    opened.shop = await startShopProcess();
    opened.browser = await launchBrowser();
  });
  afterAll(async () => {
    await opened.browser?.close();
    await opened.shop?.stop();
  });
  return opened;
}
