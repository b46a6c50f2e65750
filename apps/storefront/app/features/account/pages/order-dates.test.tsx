// @vitest-environment happy-dom
import type { HistoryOrder } from "@etalage/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test-support/render";
import "../../../i18n/account-texts";
import { OrderDetail } from "./order-detail";

/** An order of the history as `/api/user/order-history` answers it, placed on 14 July at 00:30. */
const order = {
  entity_id: 42,
  increment_id: "000000042",
  created_at: "2026-07-14T22:30:00.000Z",
  status: "processing",
  items: [],
  subtotal_incl_tax: 59.95,
  shipping_incl_tax: 5,
  discount_amount: 0,
  grand_total: 64.95,
  billing_address: null,
  payment: { method: "cashondelivery", additional_information: [], status: null },
  extension_attributes: { shipping_assignments: [], downloads: [], invoice_number: null },
} as unknown as HistoryOrder;

// The detail's return part (its own tests) loads lazily, after this file's test would have
// ended and torn the environment down under it: it stays out of these dates.
vi.mock("../returns/order-return-lazy", () => ({ LazyOrderReturn: () => null }));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the order history's dates", () => {
  it("show an order's date as HH:mm D/M/YYYY in Dutch time, in Dutch and in English", async () => {
    for (const path of ["/my-account", "/en/my-account"]) {
      const view = await renderAt(path, <OrderDetail order={order} onBack={() => {}} />);
      const detail = view.querySelector('[data-testid="order-detail"]');
      expect(detail?.textContent).toContain("00:30 15/7/2026");
      expect(detail?.textContent).not.toMatch(/juli|July/);
    }
  });
});
