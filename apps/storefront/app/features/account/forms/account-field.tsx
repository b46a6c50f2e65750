import { useId } from "react";
import { useTranslation } from "../../../i18n/i18n";
import type { MessageKey } from "../../../i18n/translate";
import type { AccountForm } from "./use-account-form";

interface AccountFieldProps<F extends string> {
  form: AccountForm<F>;
  name: F;
  label: MessageKey;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
}

/** A labelled input of an account form with its message (docs/specification/validation.md) under it. */
export function AccountField<F extends string>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
}: AccountFieldProps<F>) {
  const { t } = useTranslation();
  const id = useId();
  const error = form.errors[name];
  return (
    <div className={error ? "account-field has-error" : "account-field"}>
      <label htmlFor={id} className="account-field__label">
        {t(label)}
      </label>
      <input
        id={id}
        name={name}
        className="account-field__input"
        type={type}
        value={form.values[name]}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.check(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="account-field__error" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's refusal from the server (or the fix-the-errors line), read out when it appears. */
export function FormRefusal({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p className="account-form__refusal" role="alert" data-testid="form-refusal">
      {message}
    </p>
  );
}
