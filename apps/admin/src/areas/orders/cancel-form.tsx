import { cancelBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { money } from "../../shared/format";
import { InputField } from "../../shared/input-field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";
import { useOrderAction } from "./use-order-action";

type CancelForm = z.output<typeof cancelBody>;

/**
 * Cancels the order before it ships: its pieces go back in stock, and money paid is paid back in
 * full (the owner alone may; the API answers staff with its message). Asked first, in numbers.
 */
export function CancelForm({ order, onDone }: { order: OrderView; onDone(text: string): void }) {
  const t = useTexts(orderActionTexts);
  const [asking, setAsking] = useState<CancelForm | null>(null);
  const cancel = useOrderAction<unknown, CancelForm>(order.increment_id, "cancel");
  const rule = useRuleText();
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelBody),
    defaultValues: { reason: "" },
  });
  const error = rule(form.formState.errors.reason?.message);
  const pieces = order.lines.reduce((sum, line) => sum + line.qty_ordered - line.qty_shipped, 0);

  const confirm = async () => {
    if (!asking) return;
    await cancel.mutateAsync(asking).then(
      () => onDone(t.canceled),
      () => undefined,
    );
    setAsking(null);
  };

  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => setAsking(values))}>
      <h2 className="card-title">{t.cancel}</h2>
      <InputField
        id="cancel-reason"
        label={t.cancelReason}
        error={error}
        {...form.register("reason")}
      />
      <ApiMessage error={cancel.error} />
      <div className="actions">
        <button type="submit" className="button button-danger">
          {t.cancelButton}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t.cancelConfirmTitle(order.increment_id)}
        confirmLabel={t.cancelButton}
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t.cancelConfirmStock(pieces)}</p>
        {order.left_to_refund > 0 ? (
          <p>{t.cancelConfirmMoney(money(order.left_to_refund))}</p>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
