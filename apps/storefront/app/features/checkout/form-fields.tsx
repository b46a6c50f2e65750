import { type ChangeEvent, type ReactNode, useId } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";

interface FieldProps {
  name: string;
  label: string;
  error: MessageKey | undefined;
  onBlur: () => void;
}

function FieldShell({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: MessageKey | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its message (docs/specification/validation.md) under it. */
export function TextField({
  name,
  label,
  error,
  onBlur,
  value,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}

/** A labelled select with its message under it. */
export function SelectField({
  name,
  label,
  error,
  onBlur,
  value,
  onChange,
  options,
  autoComplete,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        className="field__input field__input--select"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The form-level message after a refused submit: "Please fix the validation errors". */
export function FormError({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {t("forms.fixErrors")}
    </p>
  );
}
