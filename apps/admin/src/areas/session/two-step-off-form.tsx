import { authenticatorCodeBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { api } from "../../shared/api-client";
import { ApiMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { ME_KEY } from "../../shared/session";
import { sessionTexts } from "./session-texts";

/** Two-step login off, with a code of her authenticator app (a shop may require it: the API says so). */
export function TwoStepOffForm({ onDone }: { onDone(): void }) {
  const t = useTexts(sessionTexts);
  const queryClient = useQueryClient();
  const rule = useRuleText();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(authenticatorCodeBody),
    defaultValues: { code: "" },
  });
  const off = useMutation({
    mutationFn: (code: string) => api.post("/api/admin/me/totp/off", { code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      onDone();
    },
  });
  const error = rule(form.formState.errors.code?.message);
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(({ code }) => off.mutate(code))}>
      <Field id="totp-off-code" label={t.twoStepCode} hint={t.twoStepOffHint} error={error}>
        <input
          id="totp-off-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "totp-off-code-error" : "totp-off-code-hint"}
          {...form.register("code")}
        />
      </Field>
      <ApiMessage error={off.error} />
      <button type="submit" className="button button-quiet profile-action" disabled={off.isPending}>
        {t.twoStepTurnOff}
      </button>
    </form>
  );
}
