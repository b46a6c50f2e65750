import { expect } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import type { AdminApi, AdminSession } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { withProducts } from "./shop-for-tests";

export type RefundBody = {
  lines?: { sku: string; qty: number }[];
  shipping?: boolean;
  amount?: number;
  restock?: boolean;
  reason?: string;
};

/**
 * The shop of a refund test file (the owner and a staff member named Sam logged in, one plain
 * `product`), started before its tests and closed after them, and the calls the tests make on it.
 */
export function refundShopForTests() {
  const ctx = withProducts(
    backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" }),
    ["product"],
  );

  /** `POST /api/admin/orders/{number}/refund` by the owner unless told, without restock. */
  const refund = (
    number: string,
    body: RefundBody,
    session: AdminSession = ctx.owner,
    baseApi: AdminApi = ctx.api,
  ) =>
    baseApi.call("POST", `/api/admin/orders/${number}/refund`, {
      session,
      body: { restock: false, reason: "Te klein", ...body },
    });

  /** The order's back-office detail, as the owner reads it. */
  const detail = async (number: string) =>
    (await ctx.api.call("GET", `/api/admin/orders/${number}`, { session: ctx.owner })).body.result;

  let guests = 0;
  /** A guest's cash-on-delivery order, shipped (paid at the door) unless `shipped` is false. */
  async function codOrder(qty = 2, storeCode = "nl", shipped = true) {
    guests += 1;
    const email = `retour${guests}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const placed = await placeCodOrder(ctx.shop, ctx.product, {
      qty,
      storeCode,
      address: { email },
    });
    if (shipped) {
      const reply = await ctx.api.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
        session: ctx.staff,
        body: { carrier: "postnl", tracking_number: "3SREFUND1" },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    return { ...placed, email };
  }

  return { ctx, refund, detail, codOrder };
}
