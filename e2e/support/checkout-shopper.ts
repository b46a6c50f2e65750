import { join } from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";

/** The journey's texts per store view: the seeds' English words and our Dutch ones. */
export const STORES = {
  nl: {
    prefix: "",
    dresses: "jurken",
    dress: "/p/JRK-1001/midi-jurk-met-stippen",
    cardigan: "/p/VST-1006/oversized-vest",
    added: "Het product is aan de winkelwagen toegevoegd!",
    paymentInformation: "Betaalinformatie",
    payOnDelivery: "Je betaalt deze bestelling bij aflevering.",
    required: "Dit veld is verplicht",
    fixErrors: "Verbeter de fouten in het formulier",
    invalidEmail: "Vul een geldig e-mailadres in.",
  },
  en: {
    prefix: "/en",
    dresses: "dresses",
    dress: "/p/JRK-1001/polka-dot-midi-dress",
    cardigan: "/p/VST-1006/oversized-cardigan",
    added: "Product has been added to the cart!",
    paymentInformation: "Payment Information",
    payOnDelivery: "You are going to pay for this order upon delivery.",
    required: "Field is required",
    fixErrors: "Please fix the validation errors",
    invalidEmail: "Please provide valid e-mail address.",
  },
} as const;

/** Runs in the page: times the next add-to-cart click until a notification appears. */
const WATCH_NOTICE = `
  window.noticeLatency = new Promise((resolve) => {
    let clickedAt;
    document.querySelector('[data-testid="add-to-cart"]').addEventListener(
      "click",
      () => { clickedAt = performance.now(); },
      { capture: true, once: true },
    );
    new MutationObserver((records, observer) => {
      const shown = records.some((r) =>
        [...r.addedNodes].some((n) => n instanceof Element && n.matches(".notification")),
      );
      if (shown && clickedAt !== undefined) {
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  // The script's value must not be the promise, or evaluate would wait for the click.
  undefined;
`;

/**
 * Clicks add-to-cart and answers how long (ms, measured in the page) the click took to show a
 * new notification.
 */
export async function addToCartTimed(page: Page): Promise<number> {
  await page.locator('[data-testid="add-to-cart"]').waitFor();
  await page.evaluate(WATCH_NOTICE);
  await page.locator('[data-testid="add-to-cart"]').click();
  return page.evaluate<number>("window.noticeLatency");
}

/** Gzipped bytes of every script the page loaded (the checkout's JavaScript budget). */
export function collectScriptBytes(page: Page): () => Promise<number> {
  const bodies: Promise<number>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") {
      bodies.push(
        res.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    }
  });
  return async () => (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
}

export interface StoredOrder {
  increment_id: string;
  customer_email: string;
  store_code: string;
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  coupon_code: string | null;
  payment_method_code: string;
  shipping_carrier_code: string | null;
  items: { sku: string; qty_ordered: number }[];
}

/** The order as the shop process stored it, read-only from its SQLite file. */
export function storedOrder(dataDir: string, orderNumber: string): StoredOrder | undefined {
  const db = new Database(join(dataDir, "etalage.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const order = db
      .prepare(
        `select id, increment_id, customer_email, store_code, grand_total, subtotal_incl_tax,
           discount_amount, shipping_incl_tax, coupon_code, payment_method_code, shipping_carrier_code
         from orders where increment_id = ?`,
      )
      .get(orderNumber) as (Omit<StoredOrder, "items"> & { id: number }) | undefined;
    if (!order) return undefined;
    const items = db
      .prepare("select sku, qty_ordered from order_items where order_id = ? order by id")
      .all(order.id) as StoredOrder["items"];
    const { id: _id, ...rest } = order;
    return { ...rest, items };
  } finally {
    db.close();
  }
}
