import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n";
import { CHECKOUT_STEPS, type CheckoutStep } from "./checkout-state";

/**
 * One step of the checkout: open while it is the current step, a short summary with "Edit" once
 * done, only its title while still to come.
 */
export function StepSection({
  step,
  current,
  summary,
  onEdit,
  children,
}: {
  step: CheckoutStep;
  current: CheckoutStep;
  summary: ReactNode;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const index = CHECKOUT_STEPS.indexOf(step);
  const at = CHECKOUT_STEPS.indexOf(current);
  const status = index === at ? "active" : index < at ? "done" : "upcoming";
  const titleId = `checkout-step-${step}`;
  return (
    <section
      className={`checkout-step is-${status}`}
      aria-labelledby={titleId}
      data-testid={`step-${step}`}
      data-status={status}
    >
      <header className="checkout-step__head">
        <span className="checkout-step__number" aria-hidden="true">
          {index + 1}
        </span>
        <h2 id={titleId} className="checkout-step__title">
          <span className="visually-hidden">
            {t("checkout.stepNumber", { number: index + 1 })}:{" "}
          </span>
          {t(`checkout.steps.${step}`)}
        </h2>
        {status === "done" ? (
          <button type="button" className="text-button checkout-step__edit" onClick={onEdit}>
            {t("checkout.edit")}
          </button>
        ) : null}
      </header>
      {status === "active" ? <div className="checkout-step__body">{children}</div> : null}
      {status === "done" ? <div className="checkout-step__summary">{summary}</div> : null}
    </section>
  );
}
