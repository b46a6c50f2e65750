import { rejectReturnBody } from "@etalage/contracts/back-office-forms";
import { useState } from "react";
import * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { returnTexts } from "./return-texts";
import { useReturnAction } from "./returns-api";

/** Refuses a requested return with a reason the customer reads in her mail. */
export function RejectForm({ number, onDone }: { number: string; onDone(text: string): void }) {
  const t = useTexts(returnTexts);
  const rule = useRuleText();
  const action = useReturnAction<{ reason: string }>(number, "reject");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card id="reject" title={t.rejectTitle} block>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The API's own schema: the same limits, its refusal's key in the member's language.
          const checked = z.safeParse(rejectReturnBody, { reason });
          if (!checked.success) return setProblem(rule(checked.error.issues[0]?.message) ?? null);
          setProblem(null);
          action.mutate(checked.data, { onSuccess: () => onDone(t.rejectedDone) });
        }}
      >
        <div className="field">
          <label htmlFor="reject-reason">{t.rejectReason}</label>
          <textarea
            id="reject-reason"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "reject-reason-error" : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem ? (
            <p className="field-error" id="reject-reason-error">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-quiet" disabled={action.isPending}>
          {t.reject}
        </button>
      </form>
      <ApiMessage error={action.error} />
    </Card>
  );
}
