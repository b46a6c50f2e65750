import type { ChangeEvent, ReactNode } from "react";
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

/** What the control of a field is given: its id, value and handlers, and its message's link. */
interface Control {
  id: string;
  name: string;
  value: string;
  autoComplete?: string;
  onBlur?(): void;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The label above a control and its message (docs/specification/validation.md) under it. */
function FieldShell({
  label,
  error,
  onChange,
  children,
  ...field
}: FieldProps & { children: (control: Control) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={error ? "form-field has-error" : "form-field"}>
      <label htmlFor={id} className="form-field__label">
        {t(label)}
      </label>
      {children({
        ...field,
        id,
        onChange: (event) => onChange(event.target.value),
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
  type = "text",
  inputMode,
  multiline = false,
  maxLength,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "tel" | "password";
  inputMode?: "text" | "email" | "tel" | "numeric";
  multiline?: boolean;
  maxLength?: number;
}) {
  return (
    <FieldShell {...field}>
      {(control) =>
        multiline ? (
          <textarea {...control} className="form-field__input" rows={6} maxLength={maxLength} />
        ) : (
          <input
            {...control}
            className="form-field__input"
            type={type}
            inputMode={inputMode}
            maxLength={maxLength}
          />
        )
      }
    </FieldShell>
  );
}

/** A labelled select with its message under it. */
export function SelectField({
  options,
  ...field
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <select {...control} className="form-field__input form-field__input--select">
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
