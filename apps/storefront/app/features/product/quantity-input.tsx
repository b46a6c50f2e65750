import { useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import "../../i18n/catalog-product-texts";

interface QuantityInputProps {
  value: number;
  max: number;
  /** The quantity typed or stepped to; 0 while the field holds no allowed quantity. */
  onChange(value: number): void;
}

/** docs/specification/validation.md: a quantity is a whole number above 0 and at most what is in stock, else 0. */
export const allowedQuantity = (text: string, max: number) =>
  /^\d+$/.test(text) && +text > 0 && +text <= max ? +text : 0;

/**
 * Quantity with − and + around a number field. What the shopper types stays as typed: a wrong
 * quantity says "Quantity must be above 0, a positive integer, and below {quantity}" (and adds
 * nothing) instead of being changed behind her back.
 */
export function QuantityInput({ value, max, onChange }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const wrong = typed !== null && !allowedQuantity(typed, max);
  const step = (next: number) => {
    setTyped(null);
    onChange(Math.min(Math.max(1, next), max));
  };
  return (
    <>
      <div className="quantity">
        <label htmlFor={id} className="visually-hidden">
          {t("product.quantity")}
        </label>
        <button
          type="button"
          className="quantity__step"
          onClick={() => step(value - 1)}
          disabled={value <= 1}
          aria-label={t("product.less")}
        >
          −
        </button>
        <input
          id={id}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={typed ?? value}
          aria-invalid={wrong}
          aria-describedby={wrong ? `${id}e` : undefined}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            onChange(allowedQuantity(event.currentTarget.value, max));
          }}
        />
        <button
          type="button"
          className="quantity__step"
          onClick={() => step(value + 1)}
          disabled={value >= max}
          aria-label={t("product.more")}
        >
          +
        </button>
      </div>
      {wrong ? (
        <p id={`${id}e`} className="quantity__error" role="alert" data-testid="quantity-error">
          {t("product.quantityRule", { quantity: max + 1 })}
        </p>
      ) : null}
    </>
  );
}
