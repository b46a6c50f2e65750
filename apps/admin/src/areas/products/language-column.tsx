import type { UseFormReturn } from "react-hook-form";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { editorTexts } from "./editor-texts";
import type { ProductForm } from "./product-form-values";

type Localized = "name" | "short_description" | "description" | "url_key";

/** One store view's texts of the product (Dutch or English), shown next to the other's. */
export function LanguageColumn(props: {
  form: UseFormReturn<ProductForm>;
  code: "nl" | "en";
  title: string;
}) {
  const t = useTexts(editorTexts);
  const { form, code } = props;
  const field = (name: Localized, label: string, long = false, hint?: string) => {
    const id = `product-${name}-${code}`;
    const error = form.formState.errors[name]?.[code]?.message;
    const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
    const common = {
      id,
      lang: code,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
      ...form.register(`${name}.${code}`),
    };
    return (
      <Field id={id} label={`${label} (${code.toUpperCase()})`} error={error} hint={hint}>
        {long ? (
          <textarea rows={name === "description" ? 6 : 3} {...common} />
        ) : (
          <input {...common} />
        )}
      </Field>
    );
  };
  return (
    <fieldset className="card stack">
      <legend className="card-title">{props.title}</legend>
      {field("name", t.name)}
      {field("short_description", t.shortDescription, true)}
      {field("description", t.description, true)}
      {field("url_key", t.urlKey, false, t.urlKeyHint)}
    </fieldset>
  );
}
