import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { InputField, type InputFieldProps } from "./input-field";
import { useRuleText } from "./rule-text";

export interface FormInputProps<Values extends FieldValues, Context, Sent>
  extends Omit<InputFieldProps, "error" | "name" | "form"> {
  /** The form, checked with the API's own schema (which may turn its values into the body sent). */
  form: UseFormReturn<Values, Context, Sent>;
  name: Path<Values>;
}

/**
 * A form's labelled input, registered under its name, with the schema's refusal of it in the
 * member's language.
 */
export function FormInput<Values extends FieldValues, Context, Sent>({
  form,
  name,
  ...field
}: FormInputProps<Values, Context, Sent>) {
  const rule = useRuleText();
  const { error } = form.getFieldState(name, form.formState);
  return <InputField {...field} error={rule(error?.message)} {...form.register(name)} />;
}
