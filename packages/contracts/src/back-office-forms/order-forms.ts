import * as z from "zod/mini";

/** The carriers a shipment goes with; `none` for one the shop brings itself. */
export const CARRIER_CHOICES = ["postnl", "dhl", "dpd", "ups", "none"] as const;
export type CarrierChoice = (typeof CARRIER_CHOICES)[number];

/** A track & trace code as the carriers write it. */
export const TRACKING_CODE = /^[A-Za-z0-9-]{4,40}$/;

const line = z.strictObject({
  sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  qty: z.int().check(z.minimum(1), z.maximum(10_000)),
});

/** `POST /api/admin/orders/{n}/ship`: the carrier, its tracking code, and the pieces (all left). */
export const shipBody = z
  .strictObject({
    carrier: z.pipe(
      z.string().check(z.trim(), z.toLowerCase()),
      z.enum(CARRIER_CHOICES, "carrier"),
    ),
    tracking_number: z.nullish(z.string().check(z.trim(), z.regex(TRACKING_CODE, "trackingCode"))),
    lines: z.optional(z.array(line).check(z.minLength(1), z.maxLength(200))),
  })
  .check(
    z.refine((body) => body.carrier === "none" || Boolean(body.tracking_number), {
      message: "trackingNeeded",
      path: ["tracking_number"],
    }),
  );

/** `POST /api/admin/orders/{n}/notes`: a note in the order's history, mailed to her or not. */
export const noteBody = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1, "noteEmpty"), z.maxLength(2000, "noteTooLong")),
  notify_customer: z._default(z.boolean(), false),
});

/** Why an order is canceled or money paid back. */
export const reasonText = z
  .string()
  .check(z.trim(), z.minLength(1, "reasonNeeded"), z.maxLength(500, "reasonTooLong"));

/** `POST /api/admin/orders/{n}/cancel`. */
export const cancelBody = z.strictObject({ reason: reasonText });

/** `POST /api/admin/returns/{n}/reject`: why, in the customer's mail. */
export const rejectReturnBody = z.strictObject({ reason: reasonText });

/** An amount to pay back, in euros with whole cents; the server caps it at what is left. */
export const refundAmount = z.number().check(
  z.minimum(0.01, "refundAmountMin"),
  z.maximum(1_000_000, "refundAmountMax"),
  z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "refundAmountCents"),
);

/** `POST /api/admin/orders/{n}/refund`: lines (and the shipping) or an amount, restocked or not. */
export const refundBody = z.strictObject({
  lines: z._default(z.array(line).check(z.maxLength(200)), []),
  shipping: z._default(z.boolean(), false),
  // At most this much: the server works the amount out from the order itself.
  amount: z.optional(refundAmount),
  restock: z.boolean(),
  reason: reasonText,
});
