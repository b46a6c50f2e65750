import { reasonText, refundAmount } from "@etalage/contracts/back-office-forms";
import * as z from "zod/mini";
import { money } from "../../shared/format";
import type { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";

/** The body of `POST …/refund`: lines or an amount; the server works out what it is worth. */
export interface RefundBody {
  lines: { sku: string; qty: number }[];
  shipping: boolean;
  amount?: number;
  restock: boolean;
  reason: string;
}

export interface RefundDone {
  amount: number;
  status: string;
  credit_note: { number: string; pdf_url: string };
  left_to_refund: number;
}

export const cents = (n: number) => Math.round(n * 100) / 100;

/** Pieces of each line not yet paid back. */
export function piecesLeft(order: OrderView): Map<string, number> {
  const left = new Map(order.lines.map((line) => [line.sku, line.qty_ordered]));
  for (const refund of order.refunds)
    for (const line of refund.lines)
      if (line.sku) left.set(line.sku, Math.max(0, (left.get(line.sku) ?? 0) - line.qty));
  return left;
}

export const refundForm = (t: (typeof orderActionTexts)["nl"], left: number) =>
  z
    .object({
      by: z.enum(["lines", "amount"]),
      qty: z.record(z.string(), z.string()),
      shipping: z.boolean(),
      amount: z.string(),
      restock: z.enum(["yes", "no"]),
      reason: reasonText,
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.by === "amount") {
          const amount = Number(value.amount.replace(/\./g, "").replace(",", "."));
          // The API's limits of an amount (its messages are the shared rules' keys); what is
          // left to refund, the order's.
          const allowed = z.safeParse(refundAmount, amount);
          if (!/^\d+([.,]\d{1,2})?$/.test(value.amount.trim()))
            ctx.addIssue({ code: "custom", path: ["amount"], message: t.amountBad });
          else if (!allowed.success)
            ctx.addIssue({
              code: "custom",
              path: ["amount"],
              message: allowed.error.issues[0]?.message ?? t.amountBad,
            });
          else if (amount > left)
            ctx.addIssue({
              code: "custom",
              path: ["amount"],
              message: t.amountTooMuch(money(left)),
            });
        } else if (!value.shipping && !Object.values(value.qty).some((q) => Number(q) > 0))
          ctx.addIssue({ code: "custom", path: ["qty"], message: t.nothingChosen });
      }),
    );
export type RefundValues = z.infer<ReturnType<typeof refundForm>>;
