import { RETURN_MESSAGES, RETURN_REASONS } from "@etalage/contracts";
import { rejectReturnBody } from "@etalage/contracts/back-office-forms";
import { z } from "zod";

/** `R-000001`: a return's number in a path. */
export const returnNumberParams = z.object({
  number: z.string().regex(/^R-\d{6,12}$/, "must be a return number such as R-000001"),
});

const sku = z.string().trim().min(1).max(64);
const qty = z.number().int().min(1).max(10_000);

/** The customer's return: lines of one order, each with a reason (and words for "other"). */
export const returnRequestBody = z.object({
  increment_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "must be an order number"),
  orderToken: z.string().trim().max(200).optional(),
  lines: z
    .array(
      z
        .strictObject({
          sku,
          qty,
          reason: z.enum(RETURN_REASONS, `must be one of ${RETURN_REASONS.join(", ")}`),
          comment: z.string().trim().max(500).nullish(),
        })
        .refine((line) => line.reason !== "other" || line.comment, {
          message: RETURN_MESSAGES.commentNeeded,
          path: ["comment"],
        }),
    )
    .min(1, "Choose at least one line to return")
    .max(200),
});

export const customerReturnsQuery = z.object({
  token: z.string().optional(),
  orderToken: z.string().trim().max(200).optional(),
  increment_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "must be an order number")
    .optional(),
  storeCode: z.string().max(16).optional(),
});

export const returnableQuery = customerReturnsQuery.required({ increment_id: true });

export const receiveBody = z.strictObject({
  lines: z
    .array(z.strictObject({ sku, qty: z.number().int().min(0).max(10_000), restock: z.boolean() }))
    .min(1, "Say what arrived")
    .max(200),
});

/** Shared with the back office's form. */
export const rejectBody = rejectReturnBody;

export const returnListQuery = z.object({
  status: z.enum(["requested", "received", "refunded", "rejected"]).optional(),
});
