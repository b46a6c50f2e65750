import { STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { ApiRefusal } from "../../lib/api/api-call";
import { type PaymentCalls, startPayment } from "./payment-start";
import type { OrderCommentBody, PostPaymentBody } from "./rules/provider-payment";
import { placedOrder } from "./test-support/placed-order";

const GATEWAY = "http://shop.test/sandbox/pay/tr_abcdefghijklmnop";

/** The payment calls as the API answers them, recording what the storefront sent in order. */
function fakeCalls(refusal?: ApiRefusal) {
  const sent: (["post-payment", PostPaymentBody] | ["order-comments", OrderCommentBody])[] = [];
  const calls: PaymentCalls = {
    async postPayment(body) {
      sent.push(["post-payment", body]);
      if (refusal) throw refusal;
      return { order_id: body.order_id, amount: "EUR 64.95", payment_gateway_url: GATEWAY };
    },
    async postComment(body) {
      sent.push(["order-comments", body]);
      return "ok";
    },
  };
  return { calls, sent };
}

const deps = (calls: PaymentCalls, store = STORE_VIEWS.nl) => ({
  store,
  origin: "http://shop.test",
  calls,
});

describe("paying a placed order with a provider method (docs/specification/checkout-and-orders.md)", () => {
  it("creates the iDEAL payment with the bank, posts pending_payment, then sends the browser to the gateway", async () => {
    const { calls, sent } = fakeCalls();
    const outcome = await startPayment(placedOrder, "ideal", "ideal_INGBNL2A", deps(calls));
    expect(outcome).toEqual({ kind: "toGateway", url: GATEWAY });
    expect(sent).toEqual([
      [
        "post-payment",
        {
          order_id: 12,
          method: "ideal",
          issuer: "ideal_INGBNL2A",
          redirectUrl: "http://shop.test/order-status/",
          orderToken: placedOrder.orderToken,
        },
      ],
      [
        "order-comments",
        {
          order_id: 12,
          orderToken: placedOrder.orderToken,
          order_comment: {
            statusHistory: { comment: expect.any(String), status: "pending_payment" },
          },
        },
      ],
    ]);
  });

  it("sends no bank for other methods and returns English shoppers to /en/order-status/", async () => {
    const { calls, sent } = fakeCalls();
    await startPayment(placedOrder, "creditcard", "ideal_INGBNL2A", deps(calls, STORE_VIEWS.en));
    expect(sent[0]?.[1]).toEqual({
      order_id: 12,
      method: "creditcard",
      redirectUrl: "http://shop.test/en/order-status/",
      orderToken: placedOrder.orderToken,
    });
  });

  it("answers 'not created' with the server's message and posts the canceled comment", async () => {
    const { calls, sent } = fakeCalls(new ApiRefusal(422, "The issuer is invalid"));
    const outcome = await startPayment(placedOrder, "ideal", "ideal_NOPE", deps(calls));
    expect(outcome).toEqual({ kind: "notCreated", message: "The issuer is invalid" });
    expect(sent.map(([call]) => call)).toEqual(["post-payment", "order-comments"]);
    expect(sent[1]?.[1]).toMatchObject({
      order_comment: {
        statusHistory: {
          comment: "Payment could not be created: The issuer is invalid",
          status: "canceled",
        },
      },
    });
  });

  it("still sends the shopper to the gateway when the pending_payment comment fails", async () => {
    const { calls } = fakeCalls();
    const failingComment: PaymentCalls = {
      ...calls,
      postComment: async () => {
        throw new ApiRefusal(0, "Failed to fetch");
      },
    };
    const outcome = await startPayment(placedOrder, "bancontact", "", deps(failingComment));
    expect(outcome).toEqual({ kind: "toGateway", url: GATEWAY });
  });
});
