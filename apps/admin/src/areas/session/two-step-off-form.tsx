import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";
import { useTexts } from "../../shared/language";
import { ME_KEY } from "../../shared/session";
import { AuthenticatorCodeForm } from "./authenticator-code-form";
import { sessionTexts } from "./session-texts";

/** Two-step login off, with a code of her authenticator app (a shop may require it: the API says so). */
export function TwoStepOffForm({ onDone }: { onDone(): void }) {
  const t = useTexts(sessionTexts);
  const queryClient = useQueryClient();
  const off = useMutation({
    mutationFn: (code: string) => api.post("/api/admin/me/totp/off", { code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      onDone();
    },
  });
  return (
    <AuthenticatorCodeForm
      id="totp-off-code"
      hint={t.twoStepOffHint}
      submit={{ text: t.twoStepTurnOff, className: "button button-quiet profile-action" }}
      send={off}
    />
  );
}
