import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../shared/api-client";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { ME_KEY, useMe } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { AuthenticatorCodeForm } from "./authenticator-code-form";
import { OwnPasswordForm } from "./own-password-form";
import { sessionTexts } from "./session-texts";
import { TwoStepOffForm } from "./two-step-off-form";

interface TotpSecret {
  secret: string;
  otpauth: string;
}

/**
 * Her name and role, two-step login (turned on with a key for her authenticator app, off with
 * one of its codes) and her password.
 */
export function ProfilePage() {
  const t = useTexts(sessionTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.profileTitle);
  const me = useMe().data;
  const queryClient = useQueryClient();
  const [turnedOff, setTurnedOff] = useState(false);
  const begin = useMutation({
    mutationFn: () => api.post<TotpSecret>("/api/admin/me/totp"),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => api.post("/api/admin/me/totp/confirm", { code }),
    onSuccess: () => {
      setTurnedOff(false);
      return queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
  if (!me) return null;

  return (
    <Screen id="profile" title={t.profileTitle} narrow>
      <dl className="facts">
        <dt>{t.name}</dt>
        <dd>{me.name}</dd>
        <dt>{t.email}</dt>
        <dd>{me.email}</dd>
        <dt>{t.role}</dt>
        <dd>{shared.roles[me.role]}</dd>
      </dl>

      <h2 className="section-title">{t.twoStep}</h2>
      {me.totpSetupRequired ? <p className="notice notice-warning">{t.twoStepRequired}</p> : null}
      <DoneMessage text={me.totp && confirm.isSuccess ? t.twoStepDone : null} />
      <DoneMessage text={!me.totp && turnedOff ? t.twoStepOffDone : null} />
      {me.totp ? (
        <>
          <p>{t.twoStepOn}</p>
          <TwoStepOffForm
            onDone={() => {
              confirm.reset();
              begin.reset();
              setTurnedOff(true);
            }}
          />
        </>
      ) : (
        <>
          <p>{t.twoStepOff}</p>
          {begin.data ? (
            <AuthenticatorCodeForm
              id="totp-code"
              submit={{ text: t.twoStepConfirm, className: "button" }}
              send={confirm}
            >
              <p>{t.twoStepScan}</p>
              <p>
                {t.twoStepSecret}: <code className="secret">{begin.data.secret}</code>
              </p>
              <p>
                <a href={begin.data.otpauth}>{t.twoStepLink}</a>
              </p>
            </AuthenticatorCodeForm>
          ) : (
            <>
              <ApiMessage error={begin.error} />
              <button
                type="button"
                className="button profile-action"
                disabled={begin.isPending}
                onClick={() => begin.mutate()}
              >
                {t.twoStepStart}
              </button>
            </>
          )}
        </>
      )}

      <h2 className="section-title">{t.passwordTitle}</h2>
      <OwnPasswordForm />
    </Screen>
  );
}
