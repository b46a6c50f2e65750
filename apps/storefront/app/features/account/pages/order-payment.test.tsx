// @vitest-environment happy-dom
import type { HistoryOrder } from "@etalage/contracts";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test-support/render";
import "../../../i18n/account-texts";
import { storedTokenInEachTest } from "../test-support/stored-token";
import { OrderFiles } from "./order-payment";

const order = (invoiceNumber: string | null) =>
  ({
    increment_id: "000000042",
    payment: {
      method: "ideal",
      additional_information: [],
      status: "paid",
      status_group: "success",
    },
    extension_attributes: {
      shipping_assignments: [],
      downloads: [],
      invoice_number: invoiceNumber,
    },
  }) as unknown as HistoryOrder;

const link = (view: HTMLElement) =>
  view.querySelector<HTMLAnchorElement>('[data-testid="invoice-link"]');

storedTokenInEachTest();

describe("the invoice in the order history's detail", () => {
  it("links an invoiced order's 'Factuur (PDF)' with the customer's own token", async () => {
    const view = await renderAt("/my-account", <OrderFiles order={order("INV-2026-000007")} />);
    expect(link(view)?.textContent).toBe("Factuur (PDF) INV-2026-000007");
    expect(link(view)?.getAttribute("href")).toBe(
      "/api/ext/invoices/000000042.pdf?token=token-of-anna",
    );
    expect(link(view)?.getAttribute("download")).toBe("INV-2026-000007.pdf");
  });

  it("says 'Invoice (PDF)' in English", async () => {
    const view = await renderAt("/en/my-account", <OrderFiles order={order("INV-2026-000007")} />);
    expect(link(view)?.textContent).toBe("Invoice (PDF) INV-2026-000007");
  });

  it("shows no invoice link before the order has its invoice", async () => {
    const view = await renderAt("/my-account", <OrderFiles order={order(null)} />);
    expect(link(view)).toBeNull();
  });

  it("shows the API's refusal when the invoice cannot be fetched", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 403, result: "This invoice is not yours" }), {
          status: 403,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const view = await renderAt("/my-account", <OrderFiles order={order("INV-2026-000007")} />);
    await act(async () => {
      link(view)?.click();
    });
    expect(fetch).toHaveBeenCalledWith("/api/ext/invoices/000000042.pdf?token=token-of-anna");
    expect(view.querySelector('[role="alert"]')?.textContent).toBe(
      "Downloaden van de factuur is niet gelukt: This invoice is not yours",
    );
  });
});
