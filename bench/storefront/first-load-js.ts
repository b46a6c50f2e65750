import type { Browser } from "playwright-core";

/** A first page load may transfer at most this much JavaScript (gzip, until the network idles). */
export const FIRST_LOAD_JS_BUDGET_KB = 120;

/** The pages a shopper most often opens first, by the paths of the demo catalogue. */
export const FIRST_PAGES = {
  home: "/",
  category: "/c/jurken",
  product: "/p/JRK-1001/midi-jurk-met-stippen",
} as const;

export interface ScriptTransfer {
  url: string;
  /** The gzipped body's bytes on the wire, as Chromium counts them (headers left out). */
  bytes: number;
}

export interface FirstLoadJs {
  kb: number;
  scripts: ScriptTransfer[];
}

const isScript = (mimeType: string, url: string) =>
  /javascript|ecmascript/.test(mimeType) || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * The JavaScript a first visit to `url` costs, counted the strict way: every script response
 * Chromium receives from the start of the load until the network is idle (entry, route modules,
 * modulepreloads, prefetches, lazy parts fetched after hydration), by its transfer size as
 * Chromium reports it (`encodedDataLength`), with an empty cache and gzip as the only encoding.
 */
export async function measureFirstLoadJs(browser: Browser, url: string): Promise<FirstLoadJs> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** Script responses by request: their address and the header bytes received with them. */
    const pending = new Map<string, { url: string; headerBytes: number }>();
    const scripts: ScriptTransfer[] = [];
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      if (isScript(response.mimeType, response.url))
        pending.set(requestId, { url: response.url, headerBytes: response.encodedDataLength });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const script = pending.get(requestId);
      if (script) scripts.push({ url: script.url, bytes: encodedDataLength - script.headerBytes });
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    // Chromium would take brotli; the budget is set in gzip, what every browser accepts.
    await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "gzip" } });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    return { kb: bytes / 1024, scripts };
  } finally {
    await context.close();
  }
}
