import type { ConfigurableOption } from "@etalage/contracts";
import { useHydrated } from "../../lib/use-hydrated";
import { type Configuration, optionAvailability, type VariantChild } from "../../lib/variant-rules";
import { OptionValueName } from "../../ui/option-value-name";
import "../../i18n/catalog-product-texts";

interface ConfigurableOptionsProps {
  options: readonly ConfigurableOption[];
  variants: readonly VariantChild[];
  configuration: Configuration;
  onChoose(code: string, value: number): void;
  /** Shown beside the size legend (the size guide button). */
  sizeAside?: React.ReactNode;
}

/**
 * The configurable options as radio groups: colour swatches and size buttons. A value that does
 * not combine with the other choices is struck through (unavailable) or dimmed (out of stock);
 * it can still be chosen, and the variant rules decide what happens. Until the page runs in the
 * browser the values wait, disabled: a choice made then would be undone when React takes over.
 */
export function ConfigurableOptions(props: ConfigurableOptionsProps) {
  const { options, variants, configuration, onChoose, sizeAside } = props;
  const interactive = useHydrated();
  const sorted = [...options].sort((a, b) => a.position - b.position);
  return (
    <div className="configurable-options">
      {sorted.map((option) => {
        const code = option.attribute_code;
        const chosen = option.values.find((value) => value.value_index === configuration[code]);
        const isColour = option.values.some((value) => value.swatch);
        return (
          <fieldset
            key={option.id}
            className={`option-group option-group--${isColour ? "swatch" : "text"}`}
          >
            <legend className="option-group__legend">
              <span className="option-group__name">{option.label}</span>
              {chosen ? <span className="option-group__chosen">{chosen.label}</span> : null}
            </legend>
            {code === "size" && sizeAside ? (
              <div className="option-group__aside">{sizeAside}</div>
            ) : null}
            <div className="option-group__values">
              {option.values.map((value) => {
                const state = optionAvailability(variants, configuration, code, value.value_index);
                const id = `option-${code}-${value.value_index}`;
                return (
                  <span key={value.value_index} className="option-value" data-state={state}>
                    <input
                      type="radio"
                      id={id}
                      name={`option-${code}`}
                      value={value.value_index}
                      checked={configuration[code] === value.value_index}
                      onChange={() => onChoose(code, value.value_index)}
                      disabled={!interactive}
                      className="option-value__input"
                    />
                    <label htmlFor={id} className="option-value__label" title={value.label}>
                      <OptionValueName
                        value={value}
                        state={state}
                        swatchClassName="option-value__swatch"
                      />
                    </label>
                  </span>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
