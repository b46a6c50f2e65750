import { useId } from "react";
import { useTranslation } from "../i18n/i18n";
import type { MessageKey } from "../i18n/translate";
import "./form-field.css";

interface FormFieldProps {
  name: string;
  label: MessageKey;
  value: string;
  error: MessageKey | undefined;
  onChange(value: string): void;
  type?: "text" | "email";
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
}

/**
 * A labelled field of the customer services' forms with its message (docs/specification/validation.md) under it. What
 * the shopper types is only ever a value here, never markup.
 */
export function FormField({
  name,
  label,
  value,
  error,
  onChange,
  type = "text",
  multiline = false,
  autoComplete,
  maxLength,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const common = {
    id,
    name,
    value,
    maxLength,
    className: "form-field__input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className={error ? "form-field has-error" : "form-field"}>
      <label htmlFor={id} className="form-field__label">
        {t(label)}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="form-field__error" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of a sent form, read out when it appears. */
export function FormNotice({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <p
      className={ok ? "form-notice" : "form-notice form-notice--failed"}
      role={ok ? "status" : "alert"}
      data-testid="form-notice"
    >
      {children}
    </p>
  );
}
