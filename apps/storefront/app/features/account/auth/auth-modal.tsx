import { useTranslation } from "../../../i18n/i18n";
import { ModalDialog } from "../../../parts/modal/modal-dialog";
import { type AuthMode, openAuthModal } from "../auth-modal-state";
import { ForgottenForm } from "./forgotten-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import "../../../i18n/account-texts";
import "../account.css";

const TITLE = {
  login: "modal.login",
  register: "modal.register",
  forgotten: "modal.forgotten",
} as const;

/** The authentication modal of docs/specification/routes-and-screens.md: login, register and forgotten password. */
export default function AuthModal({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  return (
    <ModalDialog open title={t(`account.${TITLE[mode]}`)} onClose={() => openAuthModal(null)}>
      <div data-testid="auth-modal">
        {mode === "login" ? <LoginForm /> : null}
        {mode === "register" ? <RegisterForm /> : null}
        {mode === "forgotten" ? <ForgottenForm /> : null}
      </div>
    </ModalDialog>
  );
}
