import { useTranslation } from "../../i18n/i18n";

/**
 * A cart line's quantity between a step down and a step up (cart-ui.css `.cart-quantity`), as the
 * microcart's line and the edit panel show it; the step down stops at 1.
 */
export function QuantitySteps({
  qty,
  onStep,
  disabled = false,
  valueTestId,
  increaseTestId,
}: {
  qty: number;
  onStep: (qty: number) => void;
  disabled?: boolean;
  valueTestId: string;
  increaseTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="cart-quantity__step"
        aria-label={t("cart.decrease")}
        disabled={disabled || qty <= 1}
        onClick={() => onStep(qty - 1)}
      >
        −
      </button>
      <output className="cart-quantity__value" data-testid={valueTestId}>
        {qty}
      </output>
      <button
        type="button"
        className="cart-quantity__step"
        aria-label={t("cart.increase")}
        data-testid={increaseTestId}
        disabled={disabled}
        onClick={() => onStep(qty + 1)}
      >
        +
      </button>
    </>
  );
}
