import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addToCartTimed, STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";
import { visit } from "./support/visit";

const opened = shopAndBrowser();

const SHOTS = "/tmp/shots-cms";
mkdirSync(SHOTS, { recursive: true });

/** The texts these pages show per store view. */
const TEXTS = {
  nl: {
    storesLink: "Onze winkels",
    storesTitle: "Onze winkels",
    monday: "Maandag",
    closed: "Gesloten",
    weekdays: "Dinsdag t/m Zaterdag",
    sunday: "Zondag",
    map: "Bekijk op de kaart",
    appointment: "Afspraak maken voor stijladvies",
    notYet: "Nog niet beschikbaar",
    notYetText: "Afspraak maken voor stijladvies: deze functie is nog niet beschikbaar",
    ok: "Begrepen",
    blocksTitle: "Inhoudsblokken",
    promises: "Onze beloftes",
    freeReturns: "Gratis retourneren binnen 14 dagen",
    notFound: "404 Pagina niet gevonden",
    termsTitle: "Algemene voorwaarden",
    accept: "Ik ga akkoord",
  },
  en: {
    storesLink: "Our stores",
    storesTitle: "Our stores",
    monday: "Monday",
    closed: "Closed",
    weekdays: "Tuesday – Saturday",
    sunday: "Sunday",
    map: "View on map",
    appointment: "Book a styling appointment",
    notYet: "Not available yet",
    notYetText: "Book a styling appointment: this feature is not available",
    ok: "Got it",
    blocksTitle: "Content blocks",
    promises: "Our promises",
    freeReturns: "Free returns within 14 days",
    notFound: "Page not found",
    termsTitle: "Terms and conditions",
    accept: "I accept",
  },
} as const;

/** A tab of the given size that collects script errors, CSP refusals and the scripts it loads. */
async function tab(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return { page, errors, scripts, close: () => context.close() };
}

const SIZES = [
  [390, 844],
  [1440, 900],
] as const;

const openDialog = (page: Page) => page.locator("dialog[open]");

describe.each(["nl", "en"] as const)("the store pages and modals in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("reaches the store locator from the footer, in the page: three stores with address, hours and an OpenStreetMap link", async () => {
    const { page, errors, close } = await tab(opened.browser, 1440, 900);
    await visit(page, url("/"));
    const footerLink = page.locator(`.site-footer a[href="${store.prefix}/store-locator"]`);
    expect(await footerLink.textContent()).toBe(texts.storesLink);
    // A mark on the window survives only a navigation in the page, not a full load.
    await page.evaluate("window.__beforeFooterLink = true");
    await footerLink.click();
    await page.waitForURL(url("/store-locator"));
    expect(await page.evaluate("window.__beforeFooterLink === true")).toBe(true);
    await expect.poll(() => page.locator("h1").textContent()).toBe(texts.storesTitle);
    const cards = page.locator(".store-card");
    await expect.poll(() => cards.count()).toBe(3);
    const amsterdam = cards.first();
    const text = await amsterdam.textContent();
    for (const part of [
      "Etalage Amsterdam",
      "Herengracht 214",
      "1016 BS Amsterdam",
      "020 123 45 67",
      texts.monday,
      texts.closed,
      texts.weekdays,
      "10:00 – 18:00",
      texts.sunday,
      "12:00 – 17:00",
    ])
      expect(text).toContain(part);
    const map = amsterdam.locator(".store-card__map");
    expect(await map.textContent()).toContain(texts.map);
    expect(await map.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=52.37267&mlon=4.88776#map=17/52.37267/4.88776",
    );
    expect(await map.getAttribute("target")).toBe("_blank");
    expect(await map.getAttribute("rel")).toContain("noopener");
    expect(await amsterdam.locator('a[href^="tel:"]').getAttribute("href")).toBe("tel:0201234567");
    expect(await page.title()).toBe(`${texts.storesTitle} | Etalage`);
    expect(errors).toEqual([]);
    await close();
    for (const [width, height] of SIZES) {
      const shot = await tab(opened.browser, width, height);
      await visit(shot.page, url("/store-locator"));
      await shot.page.screenshot({
        path: `${SHOTS}/${code}-store-locator-${width}.png`,
        fullPage: true,
      });
      await shot.close();
    }
  });

  it("shows the feature-not-implemented modal for a store appointment, loading its code only on the click", async () => {
    for (const [width, height] of SIZES) {
      const { page, errors, scripts, close } = await tab(opened.browser, width, height);
      await visit(page, url("/store-locator"));
      expect(scripts.filter((s) => s.includes("feature-not-implemented-modal"))).toEqual([]);
      await page.locator(".store-card__appointment").first().click();
      const modal = page.locator('[data-testid="feature-not-implemented"]');
      await modal.waitFor();
      expect(scripts.some((s) => s.includes("feature-not-implemented-modal"))).toBe(true);
      expect(await openDialog(page).locator(".modal__title").textContent()).toBe(texts.notYet);
      expect(await modal.textContent()).toContain(texts.notYetText);
      await page.screenshot({ path: `${SHOTS}/${code}-feature-not-implemented-${width}.png` });
      const ok = modal.locator(".modal-actions button");
      expect(await ok.textContent()).toBe(texts.ok);
      await ok.click();
      await expect.poll(() => openDialog(page).count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("shows the shop's CMS blocks at /cms-block, one alone by identifier, and 404 for an unknown one", async () => {
    const { page, errors, close } = await tab(opened.browser, 1440, 900);
    const response = await visit(page, url("/cms-block"));
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe(texts.blocksTitle);
    await expect.poll(() => page.locator(".cms-block").count()).toBe(4);
    const usp = page.locator(".cms-block", { has: page.locator("code", { hasText: "usp-bar" }) });
    expect(await usp.textContent()).toContain(texts.freeReturns);
    const uspLink = usp.locator("h2 a");
    expect(await uspLink.textContent()).toBe(texts.promises);
    await uspLink.click();
    await page.waitForURL(url("/cms-block?identifier=usp-bar"));
    await expect.poll(() => page.locator("h1").textContent()).toBe(texts.promises);
    expect(await page.locator(".cms-block").count()).toBe(1);
    expect(await page.locator(".cms-block").textContent()).toContain(texts.freeReturns);
    expect(errors).toEqual([]);

    const byId = await visit(page, url("/cms-block?id=3"));
    expect(byId?.status()).toBe(200);
    expect(await page.locator(".cms-block code").textContent()).toBe("newsletter-promo");

    for (const bad of ["/cms-block?identifier=no-such-block", "/cms-block?id=abc"]) {
      const missing = await page.goto(url(bad));
      expect(missing?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toContain(texts.notFound);
    }
    await close();
    for (const [width, height] of SIZES) {
      const shot = await tab(opened.browser, width, height);
      await visit(shot.page, url("/cms-block"));
      await shot.page.screenshot({
        path: `${SHOTS}/${code}-cms-block-${width}.png`,
        fullPage: true,
      });
      await visit(shot.page, url("/cms-block?identifier=opening-hours"));
      await shot.page.screenshot({ path: `${SHOTS}/${code}-cms-block-one-${width}.png` });
      await shot.close();
    }
  });

  it("opens the terms and conditions modal from the checkout's terms link; 'accept' ticks the box", async () => {
    for (const [width, height] of SIZES) {
      const { page, errors, scripts, close } = await tab(opened.browser, width, height);
      await visit(page, url(store.cardigan));
      await addToCartTimed(page);
      await visit(page, url("/checkout"));
      const field = (name: string) =>
        page.locator(`[data-testid="checkout-page"] [name="${name}"]`);
      await field("firstName").fill("Anna");
      await field("lastName").fill("de Vries");
      await field("emailAddress").fill(`voorwaarden.${code}.${width}@example.com`);
      await page.locator('[data-testid="continue-personal"]').click();
      await field("streetAddress").fill("Prinsengracht 263");
      await field("zipCode").fill("1016 GV");
      await field("city").fill("Amsterdam");
      await field("phoneNumber").fill("0201234567");
      await page.locator('[data-testid="continue-shipping"]').click();
      await page.locator('input[value="cashondelivery"]').check();
      await page.locator('[data-testid="continue-payment"]').click();
      const terms = page.locator('input[name="acceptedTerms"]');
      await terms.waitFor();
      expect(await terms.isChecked()).toBe(false);
      expect(scripts.filter((s) => s.includes("terms-modal"))).toEqual([]);

      await page.locator('[data-testid="terms-link"]').click();
      const modal = page.locator('[data-testid="terms-modal"]');
      await modal.waitFor();
      expect(await openDialog(page).locator(".modal__title").textContent()).toBe(texts.termsTitle);
      await expect.poll(() => modal.locator(".cms-content").count()).toBe(1);
      expect((await modal.locator(".cms-content").textContent())?.length).toBeGreaterThan(200);
      // Opening the terms does not tick the box by itself.
      expect(await terms.isChecked()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/${code}-terms-modal-${width}.png` });
      const accept = modal.locator(".modal-actions button");
      expect(await accept.textContent()).toBe(texts.accept);
      await accept.click();
      await expect.poll(() => openDialog(page).count()).toBe(0);
      expect(await terms.isChecked()).toBe(true);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("keeps the new modals' code out of the first load of home, category and product pages", async () => {
    for (const path of ["/", `/c/${store.dresses}`, store.dress]) {
      const { page, scripts, close } = await tab(opened.browser, 390, 844);
      await visit(page, url(path));
      expect(
        scripts.filter((s) =>
          /terms-modal|feature-not-implemented|store-locator|cms-block/.test(s),
        ),
      ).toEqual([]);
      await close();
    }
  });
});
