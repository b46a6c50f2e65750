import { categoryName } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { useLanguage, useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { categoryTexts } from "./category-texts";
import { indented, type ParentChoice } from "./category-tree";

export interface CategoryValues {
  nl: string;
  en: string;
  parent: string;
}

/** The names in both languages and the parent: for a new category and for changing one. */
export function CategoryForm(props: {
  id: string;
  title: string;
  initial: CategoryValues;
  parents: ParentChoice[];
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit(values: { name: { nl: string; en: string }; parent_id: number }): void;
  onCancel?(): void;
}) {
  const t = useTexts(categoryTexts);
  const { language } = useLanguage();
  const rule = useRuleText();
  // The API's rule of a category's name in each language.
  const form = useForm<CategoryValues>({
    resolver: zodResolver(z.object({ nl: categoryName, en: categoryName, parent: z.string() })),
    defaultValues: props.initial,
  });
  const errors = form.formState.errors;
  const field = (key: "nl" | "en") => {
    const id = `${props.id}-${key}`;
    const error = rule(errors[key]?.message);
    return (
      <Field id={id} label={key === "nl" ? t.nameNl : t.nameEn} error={error}>
        <input
          id={id}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(key)}
        />
      </Field>
    );
  };

  return (
    <form
      className="card block category-form"
      aria-labelledby={`${props.id}-title`}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        props.onSubmit({
          name: { nl: values.nl.trim(), en: values.en.trim() },
          parent_id: Number(values.parent),
        }),
      )}
    >
      <h2 className="section-title" id={`${props.id}-title`}>
        {props.title}
      </h2>
      <div className="stack">
        <div className="row">
          {field("nl")}
          {field("en")}
        </div>
        {props.parents.length > 0 ? (
          <Field id={`${props.id}-parent`} label={t.parent}>
            <select id={`${props.id}-parent`} {...form.register("parent")}>
              {props.parents.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {indented(choice, language)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <ApiMessage error={props.error} />
        <div className="actions">
          <button type="submit" className="button" disabled={props.busy}>
            {props.submitLabel}
          </button>
          {props.onCancel ? (
            <button type="button" className="button button-quiet" onClick={props.onCancel}>
              {t.cancel}
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
