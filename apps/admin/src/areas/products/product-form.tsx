import type { StaffProduct } from "@etalage/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ApiError } from "../../shared/api-client";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { money } from "../../shared/format";
import { useLanguage, useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { editorTexts } from "./editor-texts";
import { LanguageColumn } from "./language-column";
import { bodyOf, formFieldOf, formOf, type ProductForm, productForm } from "./product-form-values";
import { useCategories, useSaveProduct } from "./products-api";
import { VariantsGrid } from "./variants-grid";

export interface ProductFormProps {
  product: StaffProduct | undefined;
  readOnly: boolean;
  done: string | null;
  onSaved(product: StaffProduct): void;
}

/** The product's fields: both languages side by side, prices, the shop, stock or variants. */
export function ProductFormView({ product, readOnly, done, onSaved }: ProductFormProps) {
  const t = useTexts(editorTexts);
  const rule = useRuleText();
  const { language } = useLanguage();
  const categories = useCategories();
  const save = useSaveProduct(product?.sku);
  const form = useForm<ProductForm>({
    resolver: zodResolver(productForm(t)),
    defaultValues: formOf(product, language),
  });
  // Read while rendering, so the form keeps track of which fields changed.
  const { errors, dirtyFields } = form.formState;
  const type = form.watch("type");
  const price = Number(form.watch("price").replace(",", "."));

  const submit = form.handleSubmit(async (values) => {
    const { body, sent } = bodyOf(
      values,
      product ? (dirtyFields as Record<string, unknown>) : null,
    );
    try {
      const saved = await save.mutateAsync(body);
      form.reset(formOf(saved, language));
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? /^([\w.]+): (.+)$/.exec(error.message) : null;
      if (field?.[1] && field[2] && field[1] !== "body")
        form.setError(formFieldOf(field[1], sent) as keyof ProductForm, { message: field[2] });
    }
  });

  const input = (name: keyof ProductForm, label: string, props: object = {}, hint?: string) => {
    const error = rule(errors[name]?.message as string | undefined);
    const id = `product-${name}`;
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...props}
          {...form.register(name)}
        />
      </Field>
    );
  };

  return (
    <form className="product-form" noValidate onSubmit={submit}>
      <fieldset className="editor-fields" disabled={readOnly}>
        <div className="card editor-row">
          {input("sku", t.sku, { readOnly: product !== undefined, autoComplete: "off" })}
          <Field id="product-type" label={t.type}>
            <select id="product-type" disabled={product !== undefined} {...form.register("type")}>
              <option value="simple">{t.types.simple}</option>
              <option value="configurable">{t.types.configurable}</option>
            </select>
          </Field>
        </div>
        <div className="languages">
          <LanguageColumn form={form} code="nl" title={t.dutch} />
          <LanguageColumn form={form} code="en" title={t.english} />
        </div>
        <fieldset className="card editor-row">
          <legend className="card-title">{t.prices}</legend>
          {input(
            "price",
            t.price,
            { inputMode: "decimal", className: "amount-input" },
            Number.isFinite(price) && price > 0 ? t.priceHint(money(price * 1.21)) : undefined,
          )}
          {input("special_price", t.specialPrice, {
            inputMode: "decimal",
            className: "amount-input",
          })}
          {input("special_price_from", t.specialFrom, { type: "date" })}
          {input("special_price_to", t.specialTo, { type: "date" })}
        </fieldset>
        <fieldset className="card stack">
          <legend className="card-title">{t.shop}</legend>
          <div className="editor-row">
            <Field id="product-status" label={t.status}>
              <select id="product-status" {...form.register("status")}>
                <option value="enabled">{t.statuses.enabled}</option>
                <option value="disabled">{t.statuses.disabled}</option>
              </select>
            </Field>
            <Field id="product-visibility" label={t.visibility}>
              <select id="product-visibility" {...form.register("visibility")}>
                {Object.entries(t.visibilities).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            {input("news_from", t.newFrom, { type: "date" })}
            {input("news_to", t.newTo, { type: "date" })}
          </div>
          <fieldset className="choice category-choice">
            <legend>{t.categories}</legend>
            {errors.categories?.message ? (
              <p className="field-error">{errors.categories.message}</p>
            ) : null}
            <div className="category-boxes">
              {categories.data?.map((category) => (
                <label key={category.id} className="check">
                  <input
                    type="checkbox"
                    value={String(category.id)}
                    {...form.register("categories")}
                  />
                  {category.path[language]}
                </label>
              ))}
            </div>
          </fieldset>
          {input("related", t.related, { autoComplete: "off" }, t.relatedHint)}
          {type === "simple"
            ? input("qty", t.qty, { inputMode: "numeric", className: "qty-input" })
            : null}
        </fieldset>
        {type === "configurable" ? <VariantsGrid form={form} /> : null}
      </fieldset>
      <ApiMessage error={save.error} />
      <DoneMessage text={done} />
      {readOnly ? null : (
        <div className="actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {product ? t.save : t.create}
          </button>
        </div>
      )}
    </form>
  );
}
