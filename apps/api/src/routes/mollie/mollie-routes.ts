import { readFileSync } from "node:fs";
import {
  type CartOwner,
  downloadsOfPaidOrder,
  GUEST,
  isOpenPayment,
  ORDER_PAYMENT_MESSAGES,
  paymentStatusOfOrder,
  postShopperComment,
} from "@etalage/commerce";
import {
  findOrderByToken,
  findOrderInvoice,
  findOrderPayment,
  latestOrderPayment,
} from "@etalage/db";
import {
  issuerImageFile,
  listOfferedIssuers,
  listOfferedMethods,
  methodImageFiles,
  PaymentRuleError,
} from "@etalage/payments";
import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, notFound } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { ok } from "../cart/cart-call";
import { tokenOf } from "../cart/cart-caller";
import { refreshPayment, refreshRefunds, startOrderPayment } from "./mollie-payment-calls";
import { orderPaymentContext } from "./order-payment-context";
import {
  customerTokenQuery,
  orderCommentBody,
  paymentStatusBody,
  postPaymentBody,
  webhookBody,
} from "./payment-bodies";
import { answeringPayments } from "./payment-errors";

const BASE = "/api/ext/mollie";

/** The shop's method and issuer images, read once: small SVG drawings. */
const images = new Map<string, Buffer>(
  [...Object.entries(methodImageFiles), ["issuer", issuerImageFile] as const].map(
    ([name, file]) => [name, readFileSync(file)],
  ),
);

/** The caller's customer by `?token=` (or bearer); a token that is not valid proves nothing. */
async function callerOf(shop: Shop, request: FastifyRequest): Promise<CartOwner> {
  const query = validate(customerTokenQuery, request.query, "query parameter");
  const token = tokenOf(request, query.token);
  if (token === "") return GUEST;
  return (await shop.resolveCustomer(token)) ?? GUEST;
}

/** The seed's "no methods" and "no issuers" are the shop's state, not the caller's mistake. */
async function listing<T>(list: () => Promise<T>): Promise<T> {
  try {
    return await list();
  } catch (error) {
    if (error instanceof PaymentRuleError) throw new HttpError(503, error.message);
    throw error;
  }
}

/** The payment service of docs/specification/api-shapes.md §10 under `/api/ext/mollie`. */
export async function mollieRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const provider = () => shop.payments.provider;
  await app.register(async (scope) => {
    // Mollie's webhook posts a form; the rest of the calls are JSON.
    await scope.register(formBody, { bodyLimit: 4096 });

    scope.get(`${BASE}/payment-methods`, async () => {
      const methods = await listing(() => listOfferedMethods(provider()));
      return { count: methods.length, _embedded: { methods } };
    });

    scope.get(`${BASE}/fetch-issuers`, async () => {
      const issuers = await listing(() => listOfferedIssuers(provider()));
      const ideal = (await provider().listMethods()).find((method) => method.id === "ideal");
      if (!ideal) throw new HttpError(503, "No issuers");
      return { ...ideal, issuers };
    });

    scope.get<{ Params: { name: string } }>(`${BASE}/images/:name`, async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, "");
      const image = request.params.name.endsWith(".svg") ? images.get(name) : undefined;
      if (!image) throw notFound(`No such image: ${request.params.name}`);
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(image);
    });

    scope.post(`${BASE}/post-payment`, async (request) => {
      const body = validate(postPaymentBody, request.body, "payment request");
      const caller = await callerOf(shop, request);
      return ok(await answeringPayments(() => startOrderPayment(shop, request, body, caller)));
    });

    scope.post(`${BASE}/order-comments`, async (request) => {
      const body = validate(orderCommentBody, request.body, "order comment");
      const caller = await callerOf(shop, request);
      const { status, comment } = body.order_comment.statusHistory;
      const changed = await answeringPayments(() =>
        postShopperComment(
          orderPaymentContext(shop),
          body.order_id,
          { orderToken: body.orderToken, customerId: caller.customerId },
          { status, comment: comment ?? "" },
        ),
      );
      await shop.catalogueChanges.stockChanged(changed);
      return ok({ order_id: body.order_id, status });
    });

    scope.post(`${BASE}/webhook`, async (request, reply) => {
      const body = validate(webhookBody, request.body ?? {}, "webhook body");
      if (!body.id) throw new HttpError(400, "Invalid webhook body id: is required");
      // Only a payment the shop created itself is looked up at the provider; any other id gets
      // the same empty 200 (Mollie's advice: answer unknown ids without saying so).
      if (!(await findOrderPayment(shop.database.db, body.id)))
        return reply.type("text/plain").send("");
      const applied = await answeringPayments(() => refreshPayment(shop, body.id!));
      // Mollie calls the same webhook when a refund of the payment moves on.
      await answeringPayments(() => refreshRefunds(shop, body.id!));
      if (applied.paidAfterCancel)
        request.log.warn({ paymentId: body.id }, "a payment was paid for a cancelled order");
      return reply.type("text/plain").send("");
    });

    scope.post(`${BASE}/get-payment-status`, async (request) => {
      const body = validate(paymentStatusBody, request.body, "payment status request");
      const invalid = () => new HttpError(400, ORDER_PAYMENT_MESSAGES.invalidPaymentToken);
      const token = body.token.trim();
      if (token === "") throw invalid();
      let order = await findOrderByToken(shop.database.db, token);
      if (!order) throw invalid();
      let latest = await latestOrderPayment(shop.database.db, order.id);
      // A webhook may be late or lost: while open, the provider's word is fetched here too.
      if (latest && isOpenPayment(latest.status)) {
        const applied = await refreshPayment(shop, latest.id).catch(() => undefined);
        if (applied?.known) {
          order = (await findOrderByToken(shop.database.db, token)) ?? order;
          latest = await latestOrderPayment(shop.database.db, order.id);
        }
      }
      return ok({
        payment: { status: paymentStatusOfOrder(order, latest) },
        // When it was placed (the shop's addition), shown to the shopper as HH:mm D/M/YYYY.
        order: {
          increment_id: order.increment_id,
          customer_email: order.customer_email,
          created_at: order.created_at,
        },
        // A paid order's files; each opens only with its buyer's proof (download-routes.ts).
        downloads: await downloadsOfPaidOrder(shop.database.db, order),
        // Its invoice, at /api/ext/invoices/{increment_id}.pdf with the same proof.
        invoice_number:
          (await findOrderInvoice(shop.database.db, order.id))?.invoice_number ?? null,
      });
    });
  });
}
