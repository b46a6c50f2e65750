import { useState } from "react";
import type { MessageKey } from "../../../i18n/translate";
import { checkFields, type FieldRule } from "../../../lib/form-rules";

/**
 * A form's values and messages: a field is checked when it loses focus and every field on
 * submit; `submit` runs the action only when nothing is wrong, and keeps its refusal to show.
 */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  rules: (values: Record<F, string>) => Partial<Record<F, FieldRule>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, MessageKey>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (field: F) =>
    setErrors((current) => ({
      ...current,
      [field]: rules(values)[field]?.(values[field]) ?? undefined,
    }));

  return {
    values,
    errors,
    refusal,
    busy,
    set: (field: F, value: string) => setValues((current) => ({ ...current, [field]: value })),
    reset: (next: Record<F, string>) => {
      setValues(next);
      setErrors({});
    },
    check,
    async submit(action: (values: Record<F, string>) => Promise<void>): Promise<boolean> {
      const problems = checkFields(values, rules(values));
      setErrors(problems);
      setRefusal(null);
      if (Object.keys(problems).length > 0) return false;
      setBusy(true);
      try {
        await action(values);
        return true;
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}

export type AccountForm<F extends string> = ReturnType<typeof useAccountForm<F>>;
