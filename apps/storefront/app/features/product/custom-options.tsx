import type { CustomOptionDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useTranslation } from "../../i18n/i18n";
import type { CustomSelection } from "./custom-selection";
import "../../i18n/catalog-product-texts";

interface CustomOptionsProps {
  options: readonly CustomOptionDocument[];
  selection: CustomSelection;
  onChange(selection: CustomSelection): void;
}

/** Custom options: a drop-down of priced values, a line or a longer text (e.g. a gift card's). */
export function CustomOptions({ options, selection, onChange }: CustomOptionsProps) {
  const { t } = useTranslation();
  const set = (id: number, value: string) => onChange({ ...selection, [id]: value });
  return (
    <div className="custom-options">
      {options.map((option) => {
        const id = `custom-${option.option_id}`;
        const value = selection[option.option_id] ?? "";
        const label = (
          <label htmlFor={id} className="choice-field__label">
            {option.title}
            {option.is_require ? null : ` (${t("product.optional")})`}
          </label>
        );
        const Field = option.type === "area" ? "textarea" : "input";
        return (
          <div key={option.option_id} className="choice-field">
            {label}
            {option.type === "drop_down" ? (
              <select
                id={id}
                className="choice-field__select"
                value={value}
                required={option.is_require}
                onChange={(event) => set(option.option_id, event.currentTarget.value)}
              >
                <option value="">{t("product.choose")}</option>
                {option.values.map((choice) => (
                  <option key={choice.option_type_id} value={choice.option_type_id}>
                    {choice.title}
                    {choice.price_incl_tax > 0 && !choice.title.includes("€")
                      ? ` (+${formatPrice(choice.price_incl_tax)})`
                      : ""}
                  </option>
                ))}
              </select>
            ) : (
              <Field
                id={id}
                className="choice-field__text"
                value={value}
                maxLength={option.max_characters}
                required={option.is_require}
                onChange={(event) => set(option.option_id, event.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
