import { ownPasswordBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { api } from "../../shared/api-client";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { FormInput } from "../../shared/form-input";
import { useTexts } from "../../shared/language";
import { sessionTexts } from "./session-texts";

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Her own new password, with the current one; the API checks the rules and says what is wrong. */
export function OwnPasswordForm() {
  const t = useTexts(sessionTexts);
  const form = useForm<PasswordChange>({
    // The API's own schema; how strong the new one must be the API says.
    resolver: zodResolver(ownPasswordBody),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const change = useMutation({
    mutationFn: (body: PasswordChange) => api.post("/api/admin/me/password", body),
    onSuccess: () => form.reset(),
  });
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((body) => change.mutate(body))}>
      <FormInput
        form={form}
        name="currentPassword"
        id="current-password"
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <FormInput
        form={form}
        name="newPassword"
        id="new-password"
        label={t.newPassword}
        hint={t.newPasswordHint}
        type="password"
        autoComplete="new-password"
      />
      <ApiMessage error={change.error} />
      <DoneMessage text={change.isSuccess ? t.passwordChanged : null} />
      <button type="submit" className="button profile-action" disabled={change.isPending}>
        {t.changePassword}
      </button>
    </form>
  );
}
