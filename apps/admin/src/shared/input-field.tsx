import type { InputHTMLAttributes, Ref } from "react";
import { Field } from "./field";

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The field's own message; while there is one, the input is marked invalid. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and its message, both tied to the input for a screen reader
 * (the message first). Everything else is the input's own: its type, its value or a form's
 * `register(…)`.
 */
export function InputField({ id, label, hint, error, ...input }: InputFieldProps) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(" ") : undefined}
        {...input}
      />
    </Field>
  );
}
