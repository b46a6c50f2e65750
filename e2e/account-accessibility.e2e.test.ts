import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logInWithModal } from "./support/account";
import { STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** axe-core's own build, put into each page under test. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const SHOTS = "/tmp/shots-account-sections";
const PASSWORD = "Geheim123!";
const SCRIPT_TITLE = '<img src=x onerror="document.title=1">Mooi';

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: {
  document: unknown;
  localStorage: { getItem(key: string): string | null };
  axe: {
    run(
      context: unknown,
      options: { resultTypes: string[] },
    ): Promise<{
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }>;
  };
};

/** The texts the account sections show, per store view (our Dutch and English). */
const TEXTS = {
  nl: {
    status: { pending: "Wacht op goedkeuring", approved: "Goedgekeurd", rejected: "Afgewezen" },
    unsubscribed: "Je bent niet ingeschreven voor de nieuwsbrief.",
    pending: "Je inschrijving wacht op je bevestiging.",
    subscribed: "Je bent ingeschreven voor de nieuwsbrief op",
    checkInbox: "Bijna klaar! Bevestig je inschrijving",
    unsubscribedNow: "Je bent uitgeschreven.",
    card: "Barcode van klantenkaart",
  },
  en: {
    status: { pending: "Awaiting approval", approved: "Approved", rejected: "Rejected" },
    unsubscribed: "You are not signed up for the newsletter.",
    pending: "Your sign-up is waiting for your confirmation.",
    subscribed: "You are signed up for the newsletter at",
    checkInbox: "Almost done! Confirm your sign-up",
    unsubscribedNow: "You are unsubscribed.",
    card: "Barcode of loyalty card",
  },
} as const;

/** axe-core's violations on the page as it stands, one line each (rule, impact, where). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const result = await window.axe.run(window.document, { resultTypes: ["violations"] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
}

/** The confirmation link of the newsletter mail to `email` in DATA_DIR/outbox, once it is there. */
async function confirmLink(email: string): Promise<string> {
  const folder = join(opened.shop.dataDir, "outbox");
  for (let tries = 0; tries < 100; tries += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((f) => f.includes("-newsletter-confirm-"));
    } catch {
      // No mail yet.
    }
    for (const file of files) {
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = readFileSync(join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?[^\s"<>]+/.exec(text);
      if (link) return new URL(link[0].replace(/&amp;/g, "&")).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No newsletter confirmation mail to ${email}`);
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${opened.shop.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await reply.json()) as { code: number; result: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.result;
}

/** A new customer with three reviews: one approved, one rejected, one waiting. */
async function customerWithReviews(code: "nl" | "en") {
  const email = `kaart.${code}.${Date.now()}@example.com`;
  const customer = { email, firstname: "Anna", lastname: "de Vries" };
  await api("/api/user/create", { customer, password: PASSWORD });
  const token = await api<string>("/api/user/login", { username: email, password: PASSWORD });
  const q = `?token=${encodeURIComponent(token)}&storeCode=${code}`;
  const me = await api<{ id: number; loyalty_card: string }>(`/api/user/me${q}`);
  const db = new Database(join(opened.shop.dataDir, "etalage.sqlite"), { fileMustExist: true });
  try {
    const product = db.prepare("select id from products where sku = ?").get("JRK-1001") as {
      id: number;
    };
    const write = (title: string, detail: string) =>
      api<{ id: number }>(`/api/review/create${q}`, {
        review: {
          product_id: product.id,
          title,
          detail,
          nickname: "Anna",
          review_entity: "product",
        },
      });
    const approved = await write("Valt precies goed", "De stof voelt stevig.\nEen aanrader.");
    const rejected = await write("Niet mijn maat", "Kleiner dan verwacht.");
    await write(SCRIPT_TITLE, "<script>document.title='x'</script>");
    const setStatus = db.prepare("update reviews set status = ? where id = ?");
    setStatus.run(1, approved.id);
    setStatus.run(3, rejected.id);
  } finally {
    db.close();
  }
  return { email, card: me.loyalty_card, token };
}

/** A tab of the given size that ignores the shop's CSP, so axe can be put into its pages. */
async function tab(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
  return { context, page: await context.newPage() };
}

const spaced = (n: string) => `${n.slice(0, 1)} ${n.slice(1, 7)} ${n.slice(7)}`;

describe.each(["nl", "en"] as const)("the account pages in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("pass axe with 0 violations: the login modal, every account section and the reset-password page", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { email, card, token } = await customerWithReviews(code);
    const { context, page } = await tab(opened.browser, 1440, 900);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      // As a guest the shopper opens two products: they are remembered in the browser.
      for (const path of [store.dress, store.cardigan]) {
        await page.goto(url(path), { waitUntil: "networkidle" });
        await page.locator("h1").waitFor();
      }
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem("etalage:recently-viewed")))
        .toBe(JSON.stringify(["VST-1006", "JRK-1001"]));

      // A visitor on /my-account gets the login modal.
      await page.goto(url("/my-account"));
      const login = page.locator('[data-testid="login-form"]');
      await login.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${code}-login-modal-1440.png` });

      await logInWithModal(page, email, PASSWORD);

      // Every section, filled in.
      await page.locator('[data-testid="loyalty-barcode"]').waitFor();
      expect(await page.locator('[data-testid="loyalty-number"]').textContent()).toBe(spaced(card));
      expect(await page.locator('[data-testid="loyalty-barcode"]').getAttribute("aria-label")).toBe(
        `${texts.card} ${card}`,
      );
      const reviews = page.locator('[data-testid="own-review"]');
      await expect.poll(() => reviews.count()).toBe(3);
      const statuses = await page.locator('[data-testid="own-review-status"]').allTextContents();
      expect(statuses.sort()).toEqual(Object.values(texts.status).sort());
      expect(await page.locator(".own-review__title").allTextContents()).toContain(SCRIPT_TITLE);
      expect(await page.locator('[data-testid="own-reviews"] img').count()).toBe(0);
      expect(await page.title()).not.toBe("1");
      const recent = page.locator('[data-testid="recently-viewed"] .product-card');
      await expect.poll(() => recent.count()).toBe(2);
      const status = page.locator('[data-testid="newsletter-status"]');
      await status.waitFor();
      expect(await status.textContent()).toContain(texts.unsubscribed);
      expect(await axeViolations(page)).toEqual([]);
      // The pointer off the menu and the buttons, so no hover state shows in the pictures.
      await page.mouse.move(1, 1);
      await page.screenshot({ path: `${SHOTS}/${code}-my-account-1440.png`, fullPage: true });
      for (const id of ["newsletter", "recent", "reviews", "loyalty"])
        await page.locator(`#${id}`).screenshot({ path: `${SHOTS}/${code}-${id}-1440.png` });

      // Newsletter: signed up, the address waits for its confirmation (double opt-in).
      const section = page.locator('[data-testid="account-newsletter"]');
      await section.locator("button.button").click();
      await expect.poll(() => section.getAttribute("data-status")).toBe("pending");
      expect(await status.textContent()).toContain(texts.pending);
      expect(await section.locator('[data-testid="form-notice"]').textContent()).toContain(
        texts.checkInbox,
      );
      expect(
        await api<string>(
          `/api/ext/mailchimp-subscribe/subscribe?${new URLSearchParams({ email, token })}`,
        ),
      ).toBe("pending");
      expect(await axeViolations(page)).toEqual([]);
      await page
        .locator("#newsletter")
        .screenshot({ path: `${SHOTS}/${code}-newsletter-pending-1440.png` });

      // The phone: the same page, the same session.
      const storage = await context.storageState();
      const phone = await opened.browser.newContext({
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
        storageState: storage,
      });
      try {
        const small = await phone.newPage();
        await small.goto(url("/my-account"));
        await small.locator('[data-testid="loyalty-barcode"]').waitFor();
        await expect.poll(() => small.locator('[data-testid="own-review"]').count()).toBe(3);
        await expect
          .poll(() => small.locator('[data-testid="recently-viewed"] .product-card').count())
          .toBe(2);
        await small.locator('[data-testid="newsletter-status"]').waitFor();
        expect(await axeViolations(small)).toEqual([]);
        await small.screenshot({ path: `${SHOTS}/${code}-my-account-390.png`, fullPage: true });
        for (const id of ["newsletter", "recent", "reviews", "loyalty"])
          await small.locator(`#${id}`).screenshot({ path: `${SHOTS}/${code}-${id}-390.png` });
      } finally {
        await phone.close();
      }

      // The link in the mail confirms it: the account shows the address as subscribed.
      await page.goto(url(`/newsletter/confirm${await confirmLink(email)}`));
      await page.locator('[data-testid="newsletter-page"][data-outcome="done"]').waitFor();
      await page.goto(url("/my-account"));
      await expect.poll(() => section.getAttribute("data-status")).toBe("subscribed");
      expect(await status.textContent()).toBe(`${texts.subscribed} ${email}.`);
      expect(await axeViolations(page)).toEqual([]);
      await page.mouse.move(1, 1);
      await page
        .locator("#newsletter")
        .screenshot({ path: `${SHOTS}/${code}-newsletter-subscribed-1440.png` });

      // Unsubscribe from the account.
      await section.locator("button", { hasText: /Uitschrijven|Unsubscribe/ }).click();
      await expect.poll(() => section.getAttribute("data-status")).toBe("unsubscribed");
      expect(await section.locator('[data-testid="form-notice"]').textContent()).toContain(
        texts.unsubscribedNow,
      );

      // The page the reset mail leads to, with a link and without one.
      await page.goto(url(`/reset-password?email=${encodeURIComponent(email)}&token=abc`));
      await page.locator('input[type="password"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${code}-reset-password-1440.png` });
      await page.goto(url("/reset-password"));
      await page.locator('[role="alert"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
