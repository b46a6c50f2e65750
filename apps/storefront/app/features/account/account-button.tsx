import { storePath } from "@etalage/contracts";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { openAuthModal, useAuthModal } from "./auth-modal-state";
import { hasStoredToken, resumeSession } from "./session-loader";

/** The modal's code, texts and styles load on the click (or the pointer coming near). */
const loadAuthModal = () => import("./auth/auth-modal");
const AuthModal = lazy(loadAuthModal);

/**
 * The header's account icon: a link to /my-account for a logged-in shopper, the login modal for
 * a guest. `children` is the icon, so the header keeps its own icon set.
 */
export function AccountButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const mode = useAuthModal();

  useEffect(() => {
    if (hasStoredToken()) resumeSession();
  }, []);

  return (
    <>
      <Link
        to={storePath(store, "/my-account")}
        className="icon-button"
        data-testid="account-button"
        onClick={(event) => {
          if (hasStoredToken()) return;
          event.preventDefault();
          openAuthModal("login");
        }}
        onPointerEnter={() => void loadAuthModal()}
      >
        {children}
        <span className="visually-hidden">{t("header.account")}</span>
      </Link>
      {mode ? (
        <Suspense fallback={null}>
          <AuthModal mode={mode} />
        </Suspense>
      ) : null}
    </>
  );
}
