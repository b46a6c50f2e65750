import { paymentMethodTitle } from "@etalage/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { Field } from "../../shared/field";
import { money } from "../../shared/format";
import { useLanguage, useTexts } from "../../shared/language";
import { RadioChoice } from "../../shared/radio-choice";
import { useRuleText } from "../../shared/rule-text";
import { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";
import {
  cents,
  piecesLeft,
  type RefundBody,
  type RefundDone,
  type RefundValues,
  refundForm,
} from "./refund-form-rules";
import { useOrderAction } from "./use-order-action";

/**
 * The owner pays money back: chosen pieces (and the shipping) or an amount, with the pieces back
 * in stock or not. The screen says first, in numbers, what will happen; then what the API did.
 */
export function RefundForm({ order, onDone }: { order: OrderView; onDone(text: string): void }) {
  const t = useTexts(orderActionTexts);
  const { language } = useLanguage();
  const left = piecesLeft(order);
  const shippingRefunded = order.refunds.some((r) => (r.shipping ?? 0) > 0);
  const [asking, setAsking] = useState<{ body: RefundBody; upTo: number; pieces: number } | null>(
    null,
  );
  const refund = useOrderAction<RefundDone, RefundBody>(order.increment_id, "refund");
  const rule = useRuleText();
  const form = useForm<RefundValues>({
    resolver: zodResolver(refundForm(t, order.left_to_refund)),
    defaultValues: {
      by: "lines",
      qty: Object.fromEntries(order.lines.map((line) => [`l${line.id}`, "0"])),
      shipping: false,
      amount: "",
      restock: "yes",
      reason: "",
    },
  });
  const by = form.watch("by");
  const errors = form.formState.errors;
  const method = paymentMethodTitle(
    order.payments.find((p) => p.status === "paid")?.method ?? order.payment_method ?? "",
    language,
  );

  const ask = form.handleSubmit((values) => {
    const restock = values.restock === "yes";
    if (values.by === "amount") {
      const amount = Number(values.amount.replace(/\./g, "").replace(",", "."));
      const body = { lines: [], shipping: false, amount, restock: false, reason: values.reason };
      setAsking({ body, upTo: amount, pieces: 0 });
      return;
    }
    const lines = order.lines
      .map((line) => ({ sku: line.sku, qty: Number(values.qty[`l${line.id}`] ?? 0) }))
      .filter((line) => line.qty > 0);
    const worth = lines.reduce(
      (sum, line) => {
        const ordered = order.lines.find((l) => l.sku === line.sku);
        return ordered ? sum + (ordered.row_total_incl_tax / ordered.qty_ordered) * line.qty : sum;
      },
      values.shipping ? order.totals.shipping_incl_tax : 0,
    );
    const pieces = lines.reduce((sum, line) => sum + line.qty, 0);
    const body = { lines, shipping: values.shipping, restock, reason: values.reason };
    setAsking({ body, upTo: Math.min(cents(worth), order.left_to_refund), pieces });
  });

  const confirm = async () => {
    if (!asking) return;
    await refund.mutateAsync(asking.body).then(
      (done) =>
        onDone(t.refunded(money(done.amount), done.credit_note.number, money(done.left_to_refund))),
      () => undefined,
    );
    setAsking(null);
  };

  return (
    <form className="stack" noValidate onSubmit={ask}>
      <h2 className="card-title">{t.refund}</h2>
      <p>{t.refundIntro(money(order.left_to_refund))}</p>
      <RadioChoice
        legend={t.refundBy}
        field={form.register("by")}
        options={[
          ["lines", t.byLines],
          ["amount", t.byAmount],
        ]}
      />
      {by === "lines" ? (
        <>
          <div className="refund-lines">
            {order.lines.map((line) => {
              const max = left.get(line.sku) ?? 0;
              const id = `refund-qty-${line.id}`;
              return (
                <div key={line.id} className="refund-line">
                  <label htmlFor={id}>
                    {t.piecesOf(line.name, line.sku)}{" "}
                    <span className="muted">
                      {money(line.price_incl_tax)} · {t.piecesLeft(max)}
                    </span>
                  </label>
                  <input
                    id={id}
                    type="number"
                    min={0}
                    max={max}
                    step={1}
                    disabled={max === 0}
                    className="qty-input"
                    {...form.register(`qty.l${line.id}`)}
                  />
                </div>
              );
            })}
          </div>
          {order.totals.shipping_incl_tax > 0 && !shippingRefunded ? (
            <label className="check">
              <input type="checkbox" {...form.register("shipping")} />{" "}
              {t.refundShipping(money(order.totals.shipping_incl_tax))}
            </label>
          ) : null}
          {errors.qty ? (
            <p className="field-error" role="alert">
              {String(errors.qty.message ?? errors.qty.root?.message ?? "")}
            </p>
          ) : null}
          <RadioChoice
            legend={t.restock}
            field={form.register("restock")}
            options={[
              ["yes", t.restockYes],
              ["no", t.restockNo],
            ]}
          />
        </>
      ) : (
        <Field
          id="refund-amount"
          label={t.amount}
          hint={t.amountHint(money(order.left_to_refund))}
          error={rule(errors.amount?.message)}
        >
          <input
            id="refund-amount"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={
              errors.amount ? "refund-amount-error refund-amount-hint" : "refund-amount-hint"
            }
            {...form.register("amount")}
          />
        </Field>
      )}
      <Field id="refund-reason" label={t.refundReason} error={rule(errors.reason?.message)}>
        <input
          id="refund-reason"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "refund-reason-error" : undefined}
          {...form.register("reason")}
        />
      </Field>
      <ApiMessage error={refund.error} />
      <div className="actions">
        <button type="submit" className="button button-danger">
          {t.refundButton}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t.refundConfirmTitle(order.increment_id)}
        confirmLabel={t.refund}
        busy={refund.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <>
            <p>{t.refundConfirmMoney(money(asking.upTo), method)}</p>
            <p>
              {asking.body.restock && asking.pieces > 0
                ? t.backInStock(asking.pieces)
                : t.refundConfirmNoStock}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
