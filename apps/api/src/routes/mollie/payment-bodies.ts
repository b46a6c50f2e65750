import { RECORD_ID_MAX } from "@etalage/contracts";
import { z } from "zod";

const orderId = z.union([
  z.number().int().positive().max(RECORD_ID_MAX),
  z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,9}$/, "must be an order id")
    .transform(Number),
]);
const text = z.string().max(255);
const token = z.string().trim().min(1, "is required").max(200);

/**
 * `POST /api/ext/mollie/post-payment` (docs/specification/api-shapes.md §10). Currency and description are read
 * for the shape's sake only: the amount, its currency and the description come from the order.
 */
export const postPaymentBody = z.object({
  currency: text.optional(),
  order_id: orderId,
  description: text.optional(),
  redirectUrl: z.string({ error: "is required" }).max(2048),
  method: z.string({ error: "is required" }).trim().min(1, "is required").max(64),
  issuer: z.string().trim().max(64).nullish(),
  orderToken: token.optional(),
});

/** `POST /api/ext/mollie/order-comments`: the Magento order comment shape. */
export const orderCommentBody = z.object({
  order_id: orderId,
  orderToken: token.optional(),
  order_comment: z.object(
    {
      statusHistory: z.object(
        {
          comment: z.string().max(1000).nullish(),
          created_at: z.string().max(64).optional(),
          is_customer_notified: z.union([z.number(), z.boolean()]).optional(),
          is_visible_on_front: z.union([z.number(), z.boolean()]).optional(),
          parent_id: z.union([z.number(), z.string().max(32)]).optional(),
          status: z.enum(["pending_payment", "canceled"], {
            error: "must be pending_payment or canceled",
          }),
        },
        { error: "is required" },
      ),
    },
    { error: "is required" },
  ),
});

/** `POST /api/ext/mollie/get-payment-status`. */
export const paymentStatusBody = z.object({ token: z.string({ error: "is required" }).max(200) });

/** `POST /api/ext/mollie/webhook`: Mollie posts only the payment id. */
export const webhookBody = z.object({ id: z.string().max(200).optional() });

/** `?token=` of the customer who placed the order. */
export const customerTokenQuery = z.object({ token: z.string().max(4096).optional() });
