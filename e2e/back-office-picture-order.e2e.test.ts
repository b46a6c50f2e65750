import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { backOfficeAs, createMember, productsInStock } from "./support/back-office";
import { picturesOf, storefrontWithin } from "./support/product-editor";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";

const opened = shopAndBrowser();
const OWNER = "eigenaar@etalage.test";
/** Where the pictures of the editor during and after a drag go, to be looked at. */
const SHOTS = "/tmp/shots-picture-order";

beforeAll(() => {
  createMember(opened.shop.dataDir, OWNER, "owner");
  mkdirSync(SHOTS, { recursive: true });
});

const PICTURES = ["jurk-lotte-blauw.jpg", "jurk-lotte-rood.jpg"].map((name) =>
  readFileSync(join(root, "test/fixtures/magento-products/images", name)),
);

const TEXTS = {
  nl: {
    moved: "Foto 2 is nu foto 1, de hoofdfoto.",
    main: "Hoofdfoto",
    second: "Foto 2",
    earlier: (n: number) => `Foto ${n} naar voren`,
    movedByKey: "Foto 3 is nu foto 2.",
  },
  en: {
    moved: "Picture 2 is now picture 1, the main picture.",
    main: "Main picture",
    second: "Picture 2",
    earlier: (n: number) => `Move picture ${n} earlier`,
    movedByKey: "Picture 3 is now picture 2.",
  },
} as const;

/** A picture's own path, the same in the back office's and the storefront's sizes. */
const pathOf = (url: string) => url.replace(/^.*?\/img\/\d+\/\d+\/[a-z]+\//, "");

/** The path of the large picture the storefront's product page opens with. */
const mainPictureIn = (html: string) =>
  pathOf(/class="gallery__main"><img[^>]*?src="([^"]+)"/.exec(html)?.[1] ?? "");

/** The product's pictures in its editor, with `more` put in (two unless told). */
async function withPictures(page: Page, sku: string, more = 2) {
  await page.goto(`${opened.shop.baseUrl}/admin/products/${sku}`);
  await page.locator(".drop-zone").waitFor();
  const before = (await picturesOf(page, sku)).length;
  await page.locator("#picture-file").setInputFiles(
    Array.from({ length: more }, (_, index) => ({
      name: `order-${index}.jpg`,
      mimeType: "image/jpeg",
      buffer: PICTURES[index % PICTURES.length]!,
    })),
  );
  await expect
    .poll(() => page.locator(".pictures > li").count(), { timeout: 15_000 })
    .toBe(before + more);
  await page.locator(".pictures > li img").last().waitFor();
}

const middleOf = async (page: Page, index: number) => {
  const handle = page.locator(".pictures > li .picture-handle").nth(index);
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`picture ${index + 1} is not on the screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Carries the second picture onto the first one with the mouse, or a finger; `during` runs before it is let go. */
async function dragSecondOntoFirst(
  page: Page,
  by: "mouse" | "finger",
  during: () => Promise<void>,
) {
  const from = await middleOf(page, 1);
  const to = await middleOf(page, 0);
  const steps = Array.from({ length: 12 }, (_, step) => ({
    x: from.x + ((to.x - from.x) * (step + 1)) / 12,
    y: from.y + ((to.y - from.y) * (step + 1)) / 12,
  }));
  if (by === "mouse") {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (const at of steps) await page.mouse.move(at.x, at.y);
    await during();
    await page.mouse.up();
    return;
  }
  const touch = await page.context().newCDPSession(page);
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (const at of steps)
    await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at] });
  await during();
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

describe.each([
  ["nl", 1280, "mouse"],
  ["en", 390, "finger"],
] as const)(
  "ordering a product's pictures by dragging, in %s at %i px with the %s",
  (code, width, by) => {
    const t = TEXTS[code];

    it("the owner drags the second picture before the first: the order is saved, the move is said, and the storefront's product page opens with that picture", async () => {
      const product = (await productsInStock(opened.shop.baseUrl, 2))[code === "nl" ? 0 : 1]!;
      const sku = product.sku;
      const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code, width);
      await withPictures(page, sku);
      const before = await picturesOf(page, sku);
      const pictures = page.locator('section[aria-labelledby="pictures-title"]');
      const second = await page.locator(".pictures > li img").nth(1).getAttribute("src");
      expect(await page.locator(".pictures > li .picture-place").first().textContent()).toBe(
        t.main,
      );

      const saved = page.waitForResponse(
        (res) => res.request().method() === "PUT" && res.url().endsWith(`/${sku}/images/order`),
      );
      await dragSecondOntoFirst(page, by, async () => {
        expect(await page.locator(".pictures > li").nth(1).getAttribute("class")).toContain(
          "picture-carried",
        );
        expect(await page.locator(".pictures > li").nth(0).getAttribute("class")).toContain(
          "picture-moved-aside",
        );
        const places = await page.locator(".pictures > li .picture-place").allTextContents();
        expect(places.slice(0, 2)).toEqual([t.second, t.main]);
        // The window as it is (a picture of the whole section would scroll the page under the drag).
        await page.screenshot({ path: `${SHOTS}/${code}-${width}-during.png` });
      });
      expect((await saved).status()).toBe(200);
      await expect
        .poll(() => page.locator("#pictures-said").textContent(), { timeout: 5_000 })
        .toBe(t.moved);
      expect(await page.locator(".pictures > li img").first().getAttribute("src")).toBe(second);
      expect((await picturesOf(page, sku)).map((picture) => picture.id)).toEqual([
        before[1]!.id,
        before[0]!.id,
        ...before.slice(2).map((picture) => picture.id),
      ]);
      expect(await axeViolationsIn(page, "main")).toEqual([]);
      await pictures.screenshot({ path: `${SHOTS}/${code}-${width}-after.png` });

      const productPage = await storefrontWithin(
        opened.shop.baseUrl,
        `/${product.url_path?.replace(/^\//, "")}`,
        (html) => mainPictureIn(html) === pathOf(second ?? ""),
      );
      expect(mainPictureIn(productPage)).toBe(pathOf(second ?? ""));

      // The keyboard's way stays: ← on the third picture, said the same way, the focus kept on it.
      const third = (await picturesOf(page, sku))[2]!.id;
      await page.getByRole("button", { name: t.earlier(3), exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect
        .poll(() => page.locator("#pictures-said").textContent(), { timeout: 5_000 })
        .toBe(t.movedByKey);
      expect((await picturesOf(page, sku))[1]!.id).toBe(third);
      expect(await page.evaluate(`document.activeElement.getAttribute("aria-label")`)).toBe(
        t.earlier(2),
      );
      await page.context().close();
    });
  },
);

describe("a drop the shop refuses", () => {
  it("a picture deleted in another tab meanwhile: the drop is refused with the shop's message, and the editor shows the pictures as they are now", async () => {
    const product = (await productsInStock(opened.shop.baseUrl, 3))[2]!;
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl");
    await withPictures(page, product.sku);
    const before = await picturesOf(page, product.sku);
    const deleted = await page.evaluate(
      async ({ path }) => {
        const me = (await (await fetch("/api/admin/me")).json()) as {
          result: { csrfToken: string };
        };
        const res = await fetch(path, {
          method: "DELETE",
          headers: { "x-csrf-token": me.result.csrfToken },
        });
        return res.status;
      },
      { path: `/api/admin/products/${product.sku}/images/${before.at(-1)!.id}` },
    );
    expect(deleted).toBe(200);

    const refused = page.waitForResponse(
      (res) => res.request().method() === "PUT" && res.url().endsWith("/images/order"),
    );
    await dragSecondOntoFirst(page, "mouse", async () => {});
    expect((await refused).status()).toBe(400);
    await expect
      .poll(() => page.locator(".notice-error").textContent(), { timeout: 5_000 })
      .toBe(
        `De winkel meldt: ids.${before.length - 1}: is geen foto van dit product: ${before.at(-1)!.id}`,
      );
    await expect
      .poll(() => page.locator(".pictures > li").count(), { timeout: 5_000 })
      .toBe(before.length - 1);
    expect(await page.locator("#pictures-said").textContent()).toBe("");
    expect((await picturesOf(page, product.sku)).map((picture) => picture.id)).toEqual(
      before.slice(0, -1).map((picture) => picture.id),
    );
    await page.context().close();
  });
});

describe("ordering pictures on a phone", () => {
  it("the owner carries the last picture up with her finger and rests it at the window's top: the page scrolls up until it is first, and there it is saved; the move said goes once a picture is deleted", async () => {
    const product = (await productsInStock(opened.shop.baseUrl, 4))[3]!;
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl", 390);
    await withPictures(page, product.sku, 4);
    const before = await picturesOf(page, product.sku);
    const cards = page.locator(".pictures > li");
    const from = await middleOf(page, before.length - 1);
    expect((await cards.first().boundingBox())!.y).toBeLessThan(0);

    const saved = page.waitForResponse(
      (res) => res.request().method() === "PUT" && res.url().endsWith("/images/order"),
    );
    const touch = await page.context().newCDPSession(page);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let step = 1; step <= 12; step++)
      await touch.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: from.x, y: from.y + ((8 - from.y) * step) / 12 }],
      });
    await expect
      .poll(() => cards.first().locator(".picture-place").textContent(), { timeout: 15_000 })
      .toBe("Foto 2");
    expect(await cards.last().locator(".picture-place").textContent()).toBe("Hoofdfoto");
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => page.locator("#pictures-said").textContent(), { timeout: 5_000 })
      .toBe(`Foto ${before.length} is nu foto 1, de hoofdfoto.`);
    expect((await picturesOf(page, product.sku)).map((picture) => picture.id)).toEqual([
      before.at(-1)!.id,
      ...before.slice(0, -1).map((picture) => picture.id),
    ]);

    // Once a picture is deleted, the move said no longer holds and is gone.
    await page.getByRole("button", { name: `Foto ${before.length} verwijderen` }).click();
    await page.locator("dialog[open]").getByRole("button", { name: "Bevestigen" }).click();
    await expect.poll(() => cards.count(), { timeout: 5_000 }).toBe(before.length - 1);
    expect(await page.locator("#pictures-said").textContent()).toBe("");
    await page.context().close();
  });
});
