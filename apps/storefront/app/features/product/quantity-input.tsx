import { useId, useRef } from "react";
import { useTranslation } from "../../i18n/i18n";
import "../../i18n/catalog-product-texts";

interface QuantityInputProps {
  /** The quantity to buy; 0 while the field holds no allowed quantity. */
  value: number;
  max: number;
  onChange(value: number): void;
}

/**
 * Quantity with − and + around a number field. What the shopper types stays as typed: the
 * field's own rules (a whole number from 1 to `max`) decide, and a wrong quantity says "Quantity
 * must be above 0, a positive integer, and below {quantity}" (docs/specification/validation.md)
 * and counts as 0, so nothing is added, instead of being changed behind her back.
 */
export function QuantityInput({ value, max, onChange }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // The buttons are off at the bounds, so a step always lands on an allowed quantity.
  const step = (next: number) => {
    if (field.current) field.current.value = String(next);
    onChange(next);
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
          ref={field}
          id={id}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          defaultValue={value}
          aria-invalid={value < 1}
          onChange={({ currentTarget: input }) => onChange(input.validity.valid ? +input.value : 0)}
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
      {value < 1 ? (
        <p className="quantity__error" role="alert">
          {t("product.quantityRule", { quantity: max + 1 })}
        </p>
      ) : null}
    </>
  );
}
