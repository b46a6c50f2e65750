// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRefusal } from "../../lib/api/api-call";
import { renderAt } from "../../test-support/render";
import { OrderStatusPage } from "./order-status-page";

const TOKEN = "t".repeat(40);
const reply = (status: string) => ({
  payment: { status },
  order: { increment_id: "000000042", customer_email: "anna@example.com" },
});

/** get-payment-status as the API answers it: the statuses in turn, the last one from then on. */
function fakeStatusCall(...answers: (string | ApiRefusal)[]) {
  const asked: string[] = [];
  const fetchStatus = async (token: string) => {
    asked.push(token);
    const answer = answers[Math.min(asked.length, answers.length) - 1];
    if (answer instanceof ApiRefusal) throw answer;
    return reply(answer as string);
  };
  return { asked, checking: { fetchStatus, checkAgainMs: 3000 } };
}

const text = (container: HTMLElement, testId: string) =>
  container.querySelector(`[data-testid="${testId}"]`)?.textContent;

/** Lets the pending answers and timers run inside React's act. */
const settle = () => act(async () => {});

/** Opens the order's page (in English under `/en`) once the first answer is in. */
async function openPage(
  checking: Parameters<typeof OrderStatusPage>[0]["checking"],
  prefix: "" | "/en" = "",
  token = TOKEN,
) {
  const page = await renderAt(
    `${prefix}/order-status/${token}`,
    <OrderStatusPage token={token} checking={checking} />,
  );
  await settle();
  return page;
}

beforeEach(() => {
  // A guest's page: no customer's token left by a test before this one.
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the order-status page (docs/specification/checkout-and-orders.md 'Order status page')", () => {
  it("shows the paid title, the success label and the message naming the e-mail", async () => {
    const { checking } = fakeStatusCall("paid");
    const page = await openPage(checking);
    expect(text(page, "order-status-title")).toBe(
      "Bestelling met ordernummer # 000000042 is betaald.",
    );
    expect(text(page, "payment-status-label")).toBe("Geslaagd");
    expect(page.querySelector('[data-group="success"]')).not.toBeNull();
    expect(text(page, "order-status-message")).toContain("anna@example.com");
  });

  it("says when the order was placed as HH:mm D/M/YYYY, in Dutch and in English", async () => {
    const placed = { ...reply("paid").order, created_at: "2026-07-14T22:30:00.000Z" };
    const checking = { fetchStatus: async () => ({ ...reply("paid"), order: placed }) };
    const nl = await openPage(checking);
    const en = await openPage(checking, "/en");
    expect(text(nl, "order-status-placed")).toBe("Geplaatst om 00:30 15/7/2026");
    expect(text(en, "order-status-placed")).toBe("Placed at 00:30 15/7/2026");
  });

  it("offers a paid order's files as links that carry the order token, in the page's language", async () => {
    const download = {
      title: "Pattern in sizes 34–46 (PDF)",
      file_name: "naaipatroon-midi-jurk.pdf",
      url: "/api/ext/downloads/7-1-abcdefghijklmnopqrstuvwxyz012345",
    };
    const checking = { fetchStatus: async () => ({ ...reply("paid"), downloads: [download] }) };
    const page = await openPage(checking, "/en");
    const downloads = page.querySelector('[data-testid="order-downloads"]');
    expect(downloads?.querySelector("h3")?.textContent).toBe("Your downloads");
    const link = page.querySelector<HTMLAnchorElement>('[data-testid="order-download"]');
    expect(link?.textContent).toContain("Pattern in sizes 34–46 (PDF)");
    expect(link?.getAttribute("href")).toBe(`${download.url}?orderToken=${TOKEN}`);
    expect(link?.getAttribute("download")).toBe("naaipatroon-midi-jurk.pdf");
  });

  it("links a paid order's invoice as 'Factuur (PDF)' with the order token, 'Invoice (PDF)' under /en", async () => {
    const checking = {
      fetchStatus: async () => ({ ...reply("paid"), invoice_number: "INV-2026-000003" }),
    };
    const page = await openPage(checking);
    const link = page.querySelector<HTMLAnchorElement>('[data-testid="invoice-link"]');
    expect(link?.textContent).toBe("Factuur (PDF) INV-2026-000003");
    expect(link?.getAttribute("href")).toBe(`/api/ext/invoices/000000042.pdf?orderToken=${TOKEN}`);
    const english = await openPage(checking, "/en");
    expect(english.querySelector('[data-testid="invoice-link"]')?.textContent).toBe(
      "Invoice (PDF) INV-2026-000003",
    );
  });

  it("shows no invoice link while the payment is pending", async () => {
    const { checking } = fakeStatusCall("open");
    const page = await openPage(checking);
    expect(page.querySelector('[data-testid="invoice-link"]')).toBeNull();
  });

  it("shows no downloads for an order without files", async () => {
    const { checking } = fakeStatusCall("paid");
    const page = await openPage(checking);
    expect(page.querySelector('[data-testid="order-downloads"]')).toBeNull();
  });

  it("shows the pending title while open and asks again until the webhook has settled the payment", async () => {
    const { asked, checking } = fakeStatusCall("open", "pending", "paid");
    const page = await openPage(checking);
    expect(text(page, "order-status-title")).toBe(
      "Betaling voor order # 000000042 is in afwachting",
    );
    expect(page.querySelector('[data-group="pending"]')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(3000));
    await settle();
    expect(asked).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(3000));
    await settle();
    expect(text(page, "order-status-title")).toBe(
      "Bestelling met ordernummer # 000000042 is betaald.",
    );
    // Settled: no more calls however long the page stays open.
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(asked).toEqual([TOKEN, TOKEN, TOKEN]);
  });

  it("shows a cancelled payment under the failed label, in English under /en", async () => {
    const { checking } = fakeStatusCall("canceled");
    const page = await openPage(checking, "/en");
    expect(text(page, "order-status-title")).toBe("Payment for order # 000000042 is pending");
    expect(text(page, "payment-status-label")).toBe("Failed");
    expect(page.querySelector('[data-group="failed"]')).not.toBeNull();
  });

  it("says 'Hash is incorrect' for a token the API does not know", async () => {
    const { checking } = fakeStatusCall(new ApiRefusal(400, "Invalid payment token"));
    const page = await openPage(checking, "/en", "nope");
    expect(text(page, "order-status-problem")).toBe("Hash is incorrect");
  });

  it("shows the generic problem for a server error, and the fetch failure with a link home without an answer", async () => {
    const broken = fakeStatusCall(new ApiRefusal(500, "Internal Server Error"));
    const page = await openPage(broken.checking, "/en");
    expect(text(page, "order-status-problem")).toBe(
      "There is a problem with getting the payment details for your order",
    );
    const unreachable = fakeStatusCall(new ApiRefusal(0, "Failed to fetch"));
    const other = await openPage(unreachable.checking, "/en");
    expect(text(other, "order-status-problem")).toContain("could not be fetched");
    expect(other.querySelector('[data-testid="order-status-home"]')?.getAttribute("href")).toBe(
      "/en",
    );
  });

  it("says 'You are offline' when the browser goes offline and checks again once back online", async () => {
    const { asked, checking } = fakeStatusCall("open", "paid");
    const page = await openPage(checking, "/en");
    let online = false;
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
    await act(async () => window.dispatchEvent(new Event("offline")));
    expect(text(page, "order-status-offline")).toContain("You are offline");
    // No calls while offline.
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(asked).toHaveLength(1);
    online = true;
    await act(async () => window.dispatchEvent(new Event("online")));
    await settle();
    expect(page.querySelector('[data-testid="order-status-offline"]')).toBeNull();
    expect(text(page, "order-status-title")).toBe(
      "Order with order number # 000000042 has been paid.",
    );
  });
});
