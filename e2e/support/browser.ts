import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Headless Chromium with no background traffic (Debian's build needs no sandbox here). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium (or CHROME_PATH), headless, with no background traffic. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath))
    throw new Error(
      `Browser tests need Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH`,
    );
  return chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS,
  });
}
