import { useId } from "react";
import { useTranslation } from "../../i18n/i18n";
import "../../i18n/catalog-product-texts";

interface QuantityInputProps {
  value: number;
  max: number;
  onChange(value: number): void;
}

/** Quantity with − and + around a number field, kept between 1 and what is in stock. */
export function QuantityInput({ value, max, onChange }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (next: number) => Math.min(Math.max(1, Math.floor(next) || 1), Math.max(1, max));
  return (
    <div className="quantity">
      <label htmlFor={id} className="visually-hidden">
        {t("product.quantity")}
      </label>
      <button
        type="button"
        className="quantity__step"
        onClick={() => onChange(clamp(value - 1))}
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
        value={value}
        onChange={(event) => onChange(clamp(Number(event.currentTarget.value)))}
      />
      <button
        type="button"
        className="quantity__step"
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label={t("product.more")}
      >
        +
      </button>
    </div>
  );
}
