import { newMemberBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { Field } from "../../shared/field";
import { FormInput } from "../../shared/form-input";
import { useTexts } from "../../shared/language";
import { sharedTexts } from "../../shared/shared-texts";
import { type NewStaffMember, useAddStaff } from "./staff-api";
import { staffTexts } from "./staff-texts";

/** A new member with her role and first password; the API's own message when it refuses. */
export function AddStaffForm({ onDone }: { onDone(text: string): void }) {
  const t = useTexts(staffTexts);
  const shared = useTexts(sharedTexts);
  const add = useAddStaff();
  // The API's own schema: the same limits, and its refusals' keys in the member's language.
  const form = useForm<NewStaffMember>({
    resolver: zodResolver(newMemberBody),
    defaultValues: { name: "", email: "", role: "staff", password: "" },
  });

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
        <FormInput form={form} name="name" id="staff-name" label={t.name} autoComplete="off" />
        <FormInput
          form={form}
          name="email"
          id="staff-email"
          label={t.email}
          type="email"
          autoComplete="off"
        />
        <Field id="staff-role" label={t.role}>
          <select id="staff-role" {...form.register("role")}>
            <option value="staff">{shared.roles.staff}</option>
            <option value="owner">{shared.roles.owner}</option>
          </select>
        </Field>
        <FormInput
          form={form}
          name="password"
          id="staff-password"
          label={t.password}
          hint={t.firstPasswordHint}
          type="password"
          autoComplete="new-password"
        />
        <ApiMessage error={add.error} />
        <button type="submit" className="button" disabled={add.isPending}>
          {t.add}
        </button>
      </form>
    </Card>
  );
}
