import type { BundleOptionDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { type BundleSelection, chooseBundleLink } from "./bundle-selection";

interface BundleOptionsProps {
  options: readonly BundleOptionDocument[];
  selection: BundleSelection;
  onChange(selection: BundleSelection): void;
}

/** A bundle's options: radio, select or checkbox choices among its products, with prices. */
export function BundleOptions({ options, selection, onChange }: BundleOptionsProps) {
  const sorted = [...options].sort((a, b) => a.position - b.position);
  return (
    <div className="bundle-options">
      {sorted.map((option) => {
        const chosen = selection[option.option_id] ?? [];
        const name = `bundle-${option.option_id}`;
        if (option.type === "select") {
          return (
            <div key={option.option_id} className="choice-field">
              <label htmlFor={name} className="choice-field__label">
                {option.title}
              </label>
              <select
                id={name}
                className="choice-field__select"
                value={chosen[0] ?? ""}
                required={option.required}
                onChange={(event) =>
                  onChange(chooseBundleLink(option, selection, Number(event.currentTarget.value)))
                }
              >
                {option.product_links.map((link) => (
                  <option key={link.id} value={link.id}>
                    {link.name} — {formatPrice(link.price_incl_tax)}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <fieldset key={option.option_id} className="choice-list">
            <legend className="choice-field__label">{option.title}</legend>
            {option.product_links.map((link) => (
              <label key={link.id} className="choice-list__item">
                <input
                  type={option.type === "checkbox" ? "checkbox" : "radio"}
                  name={name}
                  value={link.id}
                  checked={chosen.includes(link.id)}
                  onChange={() => onChange(chooseBundleLink(option, selection, link.id))}
                />
                <span className="choice-list__name">
                  {link.qty > 1 ? `${link.qty} × ` : ""}
                  {link.name}
                </span>
                <span className="choice-list__price">{formatPrice(link.price_incl_tax)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
