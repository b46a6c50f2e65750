import { useRef, useState } from "react";
import type { MessageKey } from "../../i18n/translate";
import type { CheckoutState, CheckoutStep } from "./checkout-state";
import { validateStep } from "./rules/validate-checkout";

/** A field the server refused, shown beside it until the shopper changes that field. */
export type ServerFieldErrors = Partial<Record<string, MessageKey>>;

/**
 * A step's messages: a field shows its error once left (blur) or once the step was submitted;
 * `submit` answers whether the step may continue, and focuses the first field to fix in the form
 * that holds `ref`.
 */
export function useStepForm(
  step: CheckoutStep,
  state: CheckoutState,
  server: ServerFieldErrors = {},
) {
  const ref = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = validateStep(step, state);
  const errorOf = (field: string): MessageKey | undefined =>
    (submitted || touched.has(field) ? errors[field] : undefined) ?? server[field];
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(server).length > 0;
  return {
    ref,
    errorOf,
    touch: (field: string) => setTouched((set) => new Set(set).add(field)),
    /** The form-level "Please fix the validation errors" shows after a refused submit. */
    showFormError: submitted && hasErrors,
    submit(): boolean {
      setSubmitted(true);
      if (!hasErrors) return true;
      const first = [...Object.keys(errors), ...Object.keys(server)][0];
      ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return false;
    },
  };
}
