import { type FormEvent, useState } from "react";
import { type FieldErrors, hasErrors } from "../lib/form-rules";

/**
 * The values and messages of a form checked on submit (the customer services' forms): typing in
 * a field clears its message; `onSubmit` checks every field and sends a good form, `sending`
 * while it goes.
 */
export function useCheckedForm<F extends string>(
  empty: Record<F, string>,
  check: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  return {
    values,
    sending,
    /** A field's props for `FormField`: its name, value and message, and what typing does. */
    field: (name: F) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    }),
    /** The form's submit: checks every field, then runs `send` with the values. */
    onSubmit: (send: (values: Record<F, string>) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      const found = check(values);
      setErrors(found);
      if (hasErrors(found)) return;
      setSending(true);
      try {
        await send(values);
      } finally {
        setSending(false);
      }
    },
    clear: () => setValues(empty),
  };
}
