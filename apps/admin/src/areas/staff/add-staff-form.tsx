import { newMemberBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { Field } from "../../shared/field";
import { InputField } from "../../shared/input-field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { sharedTexts } from "../../shared/shared-texts";
import { type NewStaffMember, useAddStaff } from "./staff-api";
import { staffTexts } from "./staff-texts";

/** A new member with her role and first password; the API's own message when it refuses. */
export function AddStaffForm({ onDone }: { onDone(text: string): void }) {
  const t = useTexts(staffTexts);
  const shared = useTexts(sharedTexts);
  const add = useAddStaff();
  const rule = useRuleText();
  // The API's own schema: the same limits, and its refusals' keys in the member's language.
  const form = useForm<NewStaffMember>({
    resolver: zodResolver(newMemberBody),
    defaultValues: { name: "", email: "", role: "staff", password: "" },
  });
  const errors = {
    name: rule(form.formState.errors.name?.message),
    email: rule(form.formState.errors.email?.message),
    password: rule(form.formState.errors.password?.message),
  };

  return (
    <Card id="add-staff" title={t.addTitle} block>
      <form
        className="stack"
        noValidate
        onSubmit={form.handleSubmit((member) =>
          add.mutate(member, {
            onSuccess: (added) => {
              form.reset();
              onDone(t.addedDone(added.name));
            },
          }),
        )}
      >
        <InputField
          id="staff-name"
          label={t.name}
          error={errors.name}
          autoComplete="off"
          {...form.register("name")}
        />
        <InputField
          id="staff-email"
          label={t.email}
          error={errors.email}
          type="email"
          autoComplete="off"
          {...form.register("email")}
        />
        <Field id="staff-role" label={t.role}>
          <select id="staff-role" {...form.register("role")}>
            <option value="staff">{shared.roles.staff}</option>
            <option value="owner">{shared.roles.owner}</option>
          </select>
        </Field>
        <InputField
          id="staff-password"
          label={t.password}
          hint={t.firstPasswordHint}
          error={errors.password}
          type="password"
          autoComplete="new-password"
          {...form.register("password")}
        />
        <ApiMessage error={add.error} />
        <button type="submit" className="button" disabled={add.isPending}>
          {t.add}
        </button>
      </form>
    </Card>
  );
}
