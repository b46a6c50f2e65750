import type { ReturnView } from "@etalage/contracts";
import { useState } from "react";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { useTexts } from "../../shared/language";
import { returnTexts } from "./return-texts";
import { type ReceivedLine, useReturnAction } from "./returns-api";

/** What arrived of a requested return, per line, and whether it goes back on the shelf. */
export function ReceiveForm({ entry, onDone }: { entry: ReturnView; onDone(text: string): void }) {
  const t = useTexts(returnTexts);
  const action = useReturnAction<{ lines: ReceivedLine[] }>(entry.number, "receive");
  const [lines, setLines] = useState<ReceivedLine[]>(() =>
    entry.lines.map((line) => ({ sku: line.sku, qty: line.qty, restock: true })),
  );
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const arrived = lines.reduce((sum, line) => sum + line.qty, 0);
  const restocked = lines.reduce((sum, line) => sum + (line.restock ? line.qty : 0), 0);
  const change = (index: number, patch: Partial<ReceivedLine>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  return (
    <Card id="receive" title={t.receiveTitle} block>
      <p className="hint">{t.receiveIntro}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (arrived === 0) return setProblem(t.nothingArrived);
          setProblem(null);
          setAsking(true);
        }}
      >
        {entry.lines.map((line, index) => {
          const id = `receive-${index}`;
          return (
            <fieldset key={line.sku} className="choice">
              <legend>
                {line.name} <span className="muted">({line.sku})</span>
              </legend>
              <div className="field">
                <label htmlFor={`${id}-qty`}>{t.arrivedShort}</label>
                <input
                  id={`${id}-qty`}
                  type="number"
                  min={0}
                  max={line.qty}
                  inputMode="numeric"
                  aria-label={t.arrived(line.name)}
                  value={lines[index]?.qty ?? 0}
                  onChange={(event) =>
                    change(index, {
                      qty: Math.max(0, Math.min(line.qty, Number(event.target.value) || 0)),
                    })
                  }
                />
              </div>
              <label className="check">
                <input
                  type="checkbox"
                  aria-label={t.restock(line.name)}
                  checked={lines[index]?.restock ?? false}
                  onChange={(event) => change(index, { restock: event.target.checked })}
                />
                {t.restockShort}
              </label>
            </fieldset>
          );
        })}
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={action.isPending}>
          {t.receive}
        </button>
      </form>
      <ApiMessage error={action.error} />
      <ConfirmDialog
        open={asking}
        title={t.receiveConfirm}
        confirmLabel={t.receive}
        busy={action.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          action.mutate(
            { lines },
            {
              onSuccess: () => onDone(t.receivedDone),
              onSettled: () => setAsking(false),
            },
          )
        }
      >
        <p>{t.receiveSummary(arrived, restocked)}</p>
      </ConfirmDialog>
    </Card>
  );
}
