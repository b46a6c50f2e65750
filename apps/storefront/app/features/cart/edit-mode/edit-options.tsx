import type { ConfigurableOption, ProductDocument } from "@etalage/contracts";
import { optionAvailability } from "../../../lib/variant-rules";
import { OptionValueName } from "../../../ui/option-value-name";
import { type CartEditMode, configurationOf, type EditChange } from "./edit-mode-rules";

/** Colour swatches and size buttons; a value that does not combine is marked, not hidden. */
export function EditOptions(props: {
  product: ProductDocument;
  mode: CartEditMode;
  onChoose(change: EditChange): void;
}) {
  const { product, mode, onChoose } = props;
  const configuration = configurationOf(product, mode);
  const options: ConfigurableOption[] = [...product.configurable_options].sort(
    (a, b) => a.position - b.position,
  );
  return options.map((option) => {
    const code = option.attribute_code;
    const chosen = option.values.find((v) => v.value_index === configuration[code]);
    return (
      <fieldset key={option.id} className="cart-edit__group">
        <legend className="cart-edit__legend">
          {option.label}
          {chosen ? <span className="cart-edit__chosen">{chosen.label}</span> : null}
        </legend>
        <div className="cart-edit__values">
          {option.values.map((value) => {
            const state = optionAvailability(
              product.configurable_children,
              configuration,
              code,
              value.value_index,
            );
            const id = `edit-${code}-${value.value_index}`;
            return (
              <span key={value.value_index} className="cart-edit__value" data-state={state}>
                <input
                  type="radio"
                  id={id}
                  name={`edit-${code}`}
                  checked={configuration[code] === value.value_index}
                  onChange={() => onChoose({ code, value: value.value_index })}
                  className="cart-edit__input"
                />
                <label htmlFor={id} title={value.label} className="cart-edit__label">
                  <OptionValueName
                    value={value}
                    state={state}
                    swatchClassName="cart-edit__swatch"
                  />
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
    );
  });
}
