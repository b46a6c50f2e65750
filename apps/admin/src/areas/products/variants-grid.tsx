import { useState } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { InputField } from "../../shared/input-field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { TableHead } from "../../shared/table-head";
import { editorTexts } from "./editor-texts";
import type { ProductForm } from "./product-form-values";

const list = (text: string) =>
  [...new Set(text.split(",").map((part) => part.trim()))].filter(Boolean);
const skuPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The grid's two lists of options, each typed as words with commas between. */
const OPTIONS = ["colours", "sizes"] as const;

/**
 * A configurable's variants: one row per colour × size, each with its sku, price and stock. New
 * colours and sizes add the rows they make, keeping the rows already there.
 */
export function VariantsGrid({ form }: { form: UseFormReturn<ProductForm> }) {
  const t = useTexts(editorTexts);
  const rule = useRuleText();
  const rows = useFieldArray({ control: form.control, name: "variants" });
  const [options, setOptions] = useState({ colours: "", sizes: "" });
  const errors = form.formState.errors.variants;
  const productPrice = form.watch("price");

  const makeGrid = () => {
    const sku = form.getValues("sku").trim();
    const have = new Set(
      form.getValues("variants").map((v) => `${v.color.toLowerCase()}|${v.size.toLowerCase()}`),
    );
    for (const color of list(options.colours))
      for (const size of list(options.sizes)) {
        if (have.has(`${color.toLowerCase()}|${size.toLowerCase()}`)) continue;
        rows.append({
          sku: `${sku}-${skuPart(color)}-${skuPart(size)}`.toUpperCase(),
          color,
          size,
          price: "",
          qty: "0",
        });
      }
  };

  const cellError = (index: number, name: "sku" | "price" | "qty") =>
    rule(errors?.[index]?.[name]?.message);

  return (
    <fieldset className="card stack">
      <legend className="card-title">{t.variants}</legend>
      <div className="editor-row">
        {OPTIONS.map((option) => (
          <InputField
            key={option}
            id={`variant-${option}`}
            label={t[option]}
            value={options[option]}
            aria-describedby="variant-options-hint"
            onChange={(e) => setOptions({ ...options, [option]: e.target.value })}
          />
        ))}
        <button type="button" className="button button-quiet" onClick={makeGrid}>
          {t.makeGrid}
        </button>
      </div>
      <p className="hint" id="variant-options-hint">
        {t.optionsHint}
      </p>
      {rows.fields.length === 0 ? (
        <p className="empty-note">{t.noVariants}</p>
      ) : (
        <div className="table-frame">
          <table className="data-table variants-table">
            <caption className="visually-hidden">{t.variants}</caption>
            <TableHead columns={[t.colour, t.size, t.stock, t.variantPrice, t.variantSku]} />
            <tbody>
              {rows.fields.map((row, index) => {
                const name = `${row.color} ${row.size}`;
                const input = (field: "sku" | "price" | "qty", label: string) => {
                  const error = cellError(index, field);
                  const id = `variant-${index}-${field}`;
                  return (
                    <td>
                      <input
                        id={id}
                        aria-label={`${label} ${name}`}
                        className={
                          { sku: undefined, price: "price-input", qty: "qty-input" }[field]
                        }
                        inputMode={field === "sku" ? undefined : "decimal"}
                        placeholder={field === "price" ? productPrice : undefined}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        readOnly={field === "sku" && row.colorId !== undefined}
                        {...form.register(`variants.${index}.${field}`)}
                      />
                      {error ? (
                        <p className="field-error" id={`${id}-error`}>
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                };
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.color}</th>
                    <td>{row.size}</td>
                    {input("qty", t.stock)}
                    {input("price", t.variantPrice)}
                    {input("sku", t.variantSku)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.fields.length > 0 ? <p className="hint">{t.variantPriceHint}</p> : null}
    </fieldset>
  );
}
