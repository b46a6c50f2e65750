import "./returns.css";
import { RETURN_MESSAGES, RETURN_REASONS } from "@etalage/contracts";
import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { ApiRefusal } from "../../../lib/api/api-call";
import { type Returnable, requestReturn } from "./return-api";
import { emptyChoices, type LineChoice, problemOf, requestLines } from "./return-choices";

/** 0 (keep everything) up to the pieces that can go back. */
const piecesUpTo = (max: number) => [...Array(max + 1).keys()];

interface Props {
  incrementId: string;
  returnable: Returnable;
  onDone(number: string): void;
  onCancel(): void;
}

/** The return form: per shipped line, how many pieces go back and why (fieldset and legend). */
export function ReturnForm({ incrementId, returnable, onDone, onCancel }: Props) {
  const { t, store } = useTranslation();
  const id = useId();
  const [choices, setChoices] = useState<LineChoice[]>(() => emptyChoices(returnable));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<LineChoice>) =>
    setChoices((now) => now.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)));

  const submit = async () => {
    const found = problemOf(choices);
    if (found) {
      setError(t(`account.returns.${found.problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone((await requestReturn(store, incrementId, requestLines(choices))).number);
    } catch (failure) {
      setError(
        failure instanceof ApiRefusal && failure.message === RETURN_MESSAGES.tooLate
          ? t("account.returns.tooLate")
          : failure instanceof ApiRefusal && failure.status === 409
            ? t("account.returns.notPossible")
            : t("account.returns.failed"),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="account-form"
      data-testid="return-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="account-note">{t("account.returns.intro")}</p>
      {returnable.lines.map((line, index) => {
        const choice = choices[index];
        if (!choice) return null;
        const field = `${id}-${index}`;
        return (
          <fieldset key={line.sku} className="return-line" data-testid="return-line">
            <legend>
              {line.name} <small>({line.sku})</small>
            </legend>
            <label htmlFor={`${field}-qty`}>{t("account.returns.qty")}</label>
            <select
              id={`${field}-qty`}
              name={`qty-${line.sku}`}
              value={choice.qty}
              onChange={(event) => change(index, { qty: Number(event.target.value) })}
            >
              {piecesUpTo(line.qty).map((qty) => (
                <option key={`qty-${qty}`} value={qty}>
                  {qty}
                </option>
              ))}
            </select>
            {choice.qty > 0 ? (
              <>
                <label htmlFor={`${field}-reason`}>{t("account.returns.reason")}</label>
                <select
                  id={`${field}-reason`}
                  name={`reason-${line.sku}`}
                  required
                  value={choice.reason}
                  onChange={(event) =>
                    change(index, { reason: event.target.value as LineChoice["reason"] })
                  }
                >
                  <option value="">{t("account.returns.chooseReason")}</option>
                  {RETURN_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`account.returns.reasons.${reason}`)}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${field}-comment`}>
                  {choice.reason === "other"
                    ? t("account.returns.commentRequired")
                    : t("account.returns.comment")}
                </label>
                <textarea
                  id={`${field}-comment`}
                  name={`comment-${line.sku}`}
                  maxLength={500}
                  required={choice.reason === "other"}
                  value={choice.comment}
                  onChange={(event) => change(index, { comment: event.target.value })}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
      <p className="account-form__refusal" role="alert" data-testid="return-error">
        {error ?? ""}
      </p>
      <div className="return-actions">
        <button type="submit" className="button" disabled={busy}>
          {t("account.returns.submit")}
        </button>
        <button type="button" className="account-link" onClick={onCancel}>
          {t("account.returns.cancel")}
        </button>
      </div>
    </form>
  );
}
