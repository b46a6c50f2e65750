import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "../i18n/i18n";
import type { MessageKey } from "../i18n/translate";
import "./form-field.css";

interface FieldProps {
  name: string;
  label: MessageKey;
  value: string;
  error: MessageKey | undefined;
  onChange(value: string): void;
  /** A field is checked when it loses focus (the account's and the checkout's forms). */
  onBlur?(): void;
  autoComplete?: string;
}

/** The label above a control and its message (docs/specification/validation.md) under it. */
function FieldShell({
  label,
  error,
  children,
}: {
  label: MessageKey;
  error: MessageKey | undefined;
  children: (control: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={error ? "form-field has-error" : "form-field"}>
      <label htmlFor={id} className="form-field__label">
        {t(label)}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="form-field__error" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled field of a storefront form (the account's, the checkout's, the customer services')
 * with its message under it. What the shopper types is only ever a value here, never markup.
 */
export function FormField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  autoComplete,
  type = "text",
  inputMode,
  multiline = false,
  maxLength,
}: FieldProps & {
  type?: "text" | "email" | "tel" | "password";
  inputMode?: "text" | "email" | "tel" | "numeric";
  multiline?: boolean;
  maxLength?: number;
}) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => {
        const common = {
          ...control,
          name,
          value,
          maxLength,
          onBlur,
          className: "form-field__input",
        };
        return multiline ? (
          <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FieldShell>
  );
}

/** A labelled select with its message under it. */
export function SelectField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  autoComplete,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="form-field__input form-field__input--select"
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The outcome of a sent form, read out when it appears. */
export function FormNotice({ ok, children }: { ok: boolean; children: ReactNode }) {
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
