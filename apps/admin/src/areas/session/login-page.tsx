import { loginBody, loginWithCodeBody, OTP_NEEDED } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { ApiError, api, keepCsrfToken } from "../../shared/api-client";
import { ApiMessage } from "../../shared/api-message";
import { FormInput } from "../../shared/form-input";
import { useLanguage, useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { ME_KEY } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { sessionTexts } from "./session-texts";

interface LoginForm {
  email: string;
  password: string;
  otp?: string | undefined;
}

interface LoggedIn {
  name: string;
  role: string;
  csrfToken: string;
  totpSetupRequired: boolean;
}

export function LoginPage() {
  const t = useTexts(sessionTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.loginTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [otpAsked, setOtpAsked] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm<LoginForm>({
    // `POST /api/admin/login`'s own rules; once the API asked for the code, it is needed too.
    resolver: zodResolver(otpAsked ? loginWithCodeBody : loginBody),
    defaultValues: { email: "", password: "", otp: "" },
  });
  const { isSubmitting } = form.formState;

  const logIn = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const body = { email: values.email, password: values.password };
      const login = await api.post<LoggedIn>(
        "/api/admin/login",
        values.otp ? { ...body, otp: values.otp } : body,
      );
      keepCsrfToken(login.csrfToken);
      await queryClient.resetQueries({ queryKey: ME_KEY });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(login.totpSetupRequired ? "/profile" : from && from !== "/login" ? from : "/", {
        replace: true,
      });
    } catch (error) {
      // The API answers in the language she reads the back office in.
      if (
        error instanceof ApiError &&
        (error.message === OTP_NEEDED.nl || error.message === OTP_NEEDED.en)
      ) {
        setOtpAsked(true);
        setTimeout(() => form.setFocus("otp"));
        return;
      }
      setRefusal(error);
    }
  });

  return (
    <main id="main" className="login">
      <form className="login-card" onSubmit={logIn} noValidate>
        <p className="brand">
          {shared.shopName} <span className="brand-sub">{shared.backOffice}</span>
        </p>
        <h1 className="screen-title">{t.loginTitle}</h1>
        <p className="muted">{t.loginIntro}</p>
        <ApiMessage error={refusal} />
        <FormInput
          form={form}
          name="email"
          id="email"
          label={t.email}
          type="email"
          autoComplete="username"
        />
        <FormInput
          form={form}
          name="password"
          id="password"
          label={t.password}
          type="password"
          autoComplete="current-password"
        />
        {otpAsked ? (
          <FormInput
            form={form}
            name="otp"
            id="otp"
            label={t.otp}
            hint={t.otpHint}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        ) : null}
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t.loggingIn : t.logIn}
        </button>
        <LanguageLinks />
      </form>
    </main>
  );
}

/** Each language of the back office, in its own words. */
const LANGUAGES = [
  ["nl", "Nederlands"],
  ["en", "English"],
] as const;

function LanguageLinks() {
  const { language, choose } = useLanguage();
  return (
    <p className="language-links">
      {LANGUAGES.map(([code, name]) => (
        <button
          key={code}
          type="button"
          className="link-button"
          aria-pressed={language === code}
          lang={code}
          onClick={() => choose(code)}
        >
          {name}
        </button>
      ))}
    </p>
  );
}
