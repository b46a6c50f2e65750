import { ruleText } from "@etalage/contracts/back-office-forms";
import { beforeAll, describe, expect, it } from "vitest";
import { createMember, paidOrderInBackOffice, searchOrders } from "./support/back-office";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const STAFF = "regels@etalage.test";

beforeAll(() => {
  createMember(opened.shop.dataDir, STAFF, "staff");
});

const TEXTS = {
  nl: { orders: "Bestellingen", ship: "Verzenden", note: "Notitie" },
  en: { orders: "Orders", ship: "Ship", note: "Note" },
} as const;

describe.each(["nl", "en"] as const)("the back office's forms in %s", (code) => {
  const t = TEXTS[code];

  it("refuse a short tracking code and a note of 2001 characters with the API's own rules, in the member's language, and the API refuses the same note with the same rule", async () => {
    const { order, page } = await paidOrderInBackOffice(opened, code, STAFF);
    await searchOrders(page, t.orders, order.email);
    await expect
      .poll(() => page.locator("a[data-row-link]").allTextContents())
      .toEqual([order.orderNumber]);
    await page.locator("a[data-row-link]").click();
    await page.locator("#order-title").waitFor();

    await page.getByRole("button", { name: t.ship, exact: true }).click();
    await page.locator("#ship-tracking").fill("ab");
    await page.locator('#panel-ship button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#ship-tracking-error").textContent())
      .toBe(ruleText("trackingCode", code));

    await page.getByRole("button", { name: t.note, exact: true }).click();
    await page.locator("#note-text").fill("a".repeat(2001));
    await page.locator('#panel-note button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#note-text-error").textContent())
      .toBe(ruleText("noteTooLong", code));

    // The same note sent past the form: the API refuses it by the same rule, in its English.
    const answer = await page.evaluate(
      async ({ path }) => {
        const me = (await (await fetch("/api/admin/me")).json()) as {
          result: { csrfToken: string };
        };
        const res = await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": me.result.csrfToken },
          body: JSON.stringify({ text: "a".repeat(2001) }),
        });
        return { status: res.status, body: await res.json() };
      },
      { path: `/api/admin/orders/${order.orderNumber}/notes` },
    );
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, result: `Invalid note text: ${ruleText("noteTooLong", "en")}` },
    });
    await page.context().close();
  });
});
