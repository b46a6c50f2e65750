import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/i18n";
import type { MessageKey } from "../../../i18n/translate";
import { FormField } from "../../../ui/form-field";
import type { AccountForm } from "./use-account-form";

/** What a field needs of its form: the values, the messages, and a way to set and check one. */
type FieldForm<F extends string> = Pick<AccountForm<F>, "values" | "errors" | "set" | "check">;

interface AccountFieldProps<F extends string> {
  form: FieldForm<F>;
  name: F;
  label: MessageKey;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
}

/** A field of an account form: the shop's labelled field, checked when it loses focus. */
export function AccountField<F extends string>({ form, name, ...field }: AccountFieldProps<F>) {
  return (
    <FormField
      {...field}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.set(name, value)}
      onBlur={() => form.check(name)}
    />
  );
}

/** The e-mail address of an account form. */
export function EmailField({ form }: { form: FieldForm<"email"> }) {
  return (
    <AccountField
      form={form}
      name="email"
      label="account.fields.email"
      type="email"
      autoComplete="email"
    />
  );
}

/** First and last name, side by side on a wide screen. */
export function NameFields({ form }: { form: FieldForm<"firstname" | "lastname"> }) {
  return (
    <div className="field-row">
      <AccountField
        form={form}
        name="firstname"
        label="account.fields.firstname"
        autoComplete="given-name"
      />
      <AccountField
        form={form}
        name="lastname"
        label="account.fields.lastname"
        autoComplete="family-name"
      />
    </div>
  );
}

/** The password the customer has now: to log in, or to confirm a change. */
export function CurrentPasswordField<F extends string>({
  form,
  name,
  label = "account.fields.currentPassword",
}: {
  form: FieldForm<F>;
  name: F;
  label?: MessageKey;
}) {
  return (
    <AccountField
      form={form}
      name={name}
      label={label}
      type="password"
      autoComplete="current-password"
    />
  );
}

/** A new password and its repetition; side by side (`row`) where the section is wide. */
export function NewPasswordFields({
  form,
  label = "account.fields.newPassword",
  row = false,
}: {
  form: FieldForm<"password" | "repeat">;
  label?: MessageKey;
  row?: boolean;
}) {
  const fields = (
    <>
      <AccountField
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
      />
      <AccountField
        form={form}
        name="repeat"
        label="account.fields.repeatPassword"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
  return row ? <div className="field-row">{fields}</div> : fields;
}

/** The form's refusal from the server (or the fix-the-errors line), read out when it appears. */
export function FormRefusal({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p className="account-form__refusal" role="alert" data-testid="form-refusal">
      {message}
    </p>
  );
}

/**
 * The end of an account form: its refusal, what the form adds under it, and the submit button,
 * held while the form is sent; `block` gives the button a line of its own in a section.
 */
export function FormSubmit({
  form,
  label,
  block = false,
  children,
}: {
  form: Pick<AccountForm<string>, "refusal" | "busy">;
  label: MessageKey;
  block?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const button = (
    <button type="submit" className="button" disabled={form.busy}>
      {t(label)}
    </button>
  );
  return (
    <>
      <FormRefusal message={form.refusal} />
      {children}
      {block ? <div>{button}</div> : button}
    </>
  );
}

/** An account form: the shop's own checks instead of the browser's, sent by `onSubmit`. */
export function AccountFormShell({
  testId,
  onSubmit,
  children,
}: {
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="account-form"
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
