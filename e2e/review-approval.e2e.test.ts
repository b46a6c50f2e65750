import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";
import { visit } from "./support/visit";

/**
 * `npm run reviews -- ARGS`, the shop owner's real command, against a DATA_DIR. It builds first
 * when the sources changed since its last run.
 */
function reviewsCommand(dataDir: string, ...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "reviews", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Before the shop starts: a build the command may still make must not replace the pages of a
// running shop, so the command's first run happens here, on a throwaway DATA_DIR.
beforeAll(() => {
  const scratch = mkdtempSync(join(tmpdir(), "etalage-reviews-"));
  try {
    const warmUp = reviewsCommand(scratch, "list");
    if (warmUp.status !== 0) throw new Error(`npm run reviews -- list failed:\n${warmUp.output}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 300_000);

const opened = shopAndBrowser();

const TEXTS = {
  nl: { thanks: "zodra we hem hebben goedgekeurd", none: "Nog geen reviews" },
  en: { thanks: "It will appear on the page after approval", none: "No reviews yet" },
} as const;

describe.each(["nl", "en"] as const)("a review in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("is written in the review modal, hidden until `npm run reviews -- approve ID`, then shown with a script payload as text", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const dialogs: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const title = `Prachtige jurk ${code} ${Date.now()}`;
    const payload = `<script>alert("xss-${code}")</script><img src=x onerror=alert(1)> Valt precies goed.`;

    await visit(page, url(store.dress));
    await page.locator(".write-review").click();
    const form = page.locator('[data-testid="review-form"]');
    await form.waitFor();
    await form.locator('[name="title"]').fill(title);
    await form.locator('[name="detail"]').fill(payload);
    await form.locator('[name="nickname"]').fill(`Anna ${code}`);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator('dialog [data-testid="form-notice"]').textContent())
      .toContain(texts.thanks);

    // Pending: the product page does not show it.
    await visit(page, url(store.dress));
    expect(await page.locator(".reviews").textContent()).not.toContain(title);

    // The shop owner finds it in the list and approves it with the real command.
    const list = reviewsCommand(opened.shop.dataDir, "list");
    expect(list.status).toBe(0);
    const line = list.output.split("\n").find((l) => l.includes(title));
    expect(line, list.output).toBeDefined();
    expect(line).toContain("pending");
    const id = /^#(\d+)/.exec(line!.trim())?.[1];
    expect(id).toMatch(/^\d+$/);
    const approve = reviewsCommand(opened.shop.dataDir, "approve", id!);
    expect(approve.status, approve.output).toBe(0);

    // Reloaded, the page shows it; the running shop picks the approval up within seconds.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator(".reviews").waitFor();
          return page.locator(".review__title", { hasText: title }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    const review = page.locator(".review", {
      has: page.locator(".review__title", { hasText: title }),
    });
    expect(await review.locator(".review__detail").textContent()).toBe(payload);
    expect(await review.locator("script, img").count()).toBe(0);
    expect(await review.textContent()).toContain(`Anna ${code}`);
    await visit(page, url(store.dress));
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-cms/${code}-review-approved-1440.png` });
    await context.close();
  }, 120_000);
});
