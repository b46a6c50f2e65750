import type { ReturnView } from "@etalage/contracts";
import { useState } from "react";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { returnTexts } from "./return-texts";
import { useReturnAction } from "./returns-api";

/** The owner pays a received return back, after saying what will happen. */
export function RefundReturn({ entry, onDone }: { entry: ReturnView; onDone(text: string): void }) {
  const t = useTexts(returnTexts);
  const action = useReturnAction<Record<string, never>>(entry.number, "refund");
  const [asking, setAsking] = useState(false);
  const pieces = entry.lines.reduce((sum, line) => sum + (line.received_qty ?? 0), 0);
  return (
    <Card id="refund" title={t.refundTitle} block>
      <p>{t.refundIntro(pieces)}</p>
      <button
        type="button"
        className="button"
        disabled={action.isPending}
        onClick={() => setAsking(true)}
      >
        {t.refund}
      </button>
      <ApiMessage error={action.error} />
      <ConfirmDialog
        open={asking}
        title={t.refundConfirm}
        confirmLabel={t.refund}
        busy={action.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          action.mutate(
            {},
            {
              onSuccess: (result) => onDone(t.refundedDone(money(result.refunded_amount ?? 0))),
              onSettled: () => setAsking(false),
            },
          )
        }
      >
        <p>{t.refundSummary(pieces)}</p>
      </ConfirmDialog>
    </Card>
  );
}
