import { authenticatorCodeBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { api } from "../../shared/api-client";
import { ApiMessage } from "../../shared/api-message";
import { InputField } from "../../shared/input-field";
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
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(({ code }) => off.mutate(code))}>
      <InputField
        id="totp-off-code"
        label={t.twoStepCode}
        hint={t.twoStepOffHint}
        error={rule(form.formState.errors.code?.message)}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.register("code")}
      />
      <ApiMessage error={off.error} />
      <button type="submit" className="button button-quiet profile-action" disabled={off.isPending}>
        {t.twoStepTurnOff}
      </button>
    </form>
  );
}
