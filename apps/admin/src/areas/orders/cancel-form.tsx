import { cancelBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { FormInput } from "../../shared/form-input";
import { money } from "../../shared/format";
import { useTexts } from "../../shared/language";
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
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelBody),
    defaultValues: { reason: "" },
  });
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
      <FormInput form={form} name="reason" id="cancel-reason" label={t.cancelReason} />
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
        <p>{t.backInStock(pieces)}</p>
        {order.left_to_refund > 0 ? (
          <p>{t.cancelConfirmMoney(money(order.left_to_refund))}</p>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
