import "./sections.css";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import type { MessageKey } from "../../../i18n/translate";
import { FormNotice } from "../../../ui/form-field";
import { loadNewsletterApi, type SubscriptionStatus } from "../../newsletter/public";
import { AccountSection } from "../account-section";
import { useSession } from "../session/session-engine";
import { sessionStorageOf } from "../session/session-storage";

type Shown = SubscriptionStatus | "loading" | "failed";

/** The shop tells an address's status only to its owner: the stored token goes along. */
const ownStatus = async (email: string) =>
  (await loadNewsletterApi()).subscriptionStatus(
    email,
    sessionStorageOf(window.localStorage).read().token ?? "",
  );

const STATUS_TEXT: Record<SubscriptionStatus, MessageKey> = {
  subscribed: "account.newsletter.subscribed",
  pending: "account.newsletter.pending",
  unsubscribed: "account.newsletter.unsubscribed",
};

/**
 * The newsletter in the account: where the customer's address stands (pending until they follow
 * the confirmation link), sign-up with double opt-in, a new confirmation mail, unsubscribe.
 */
export function NewsletterSection() {
  const { t, store } = useTranslation();
  const email = useSession().user?.email ?? "";
  const [shown, setShown] = useState<Shown>("loading");
  const [notice, setNotice] = useState<{ ok: boolean; message: MessageKey } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!email) return;
    let current = true;
    setShown("loading");
    ownStatus(email).then(
      (status) => current && setShown(status),
      (error: unknown) => {
        console.error("The newsletter status could not be read.", error);
        if (current) setShown("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [email]);

  async function change(to: "subscribe" | "unsubscribe") {
    setBusy(true);
    setNotice(null);
    try {
      const api = await loadNewsletterApi();
      if (to === "subscribe") await api.subscribe(email, store);
      else await api.unsubscribe(email, store);
      setShown(await ownStatus(email));
      setNotice({
        ok: true,
        message: to === "subscribe" ? "account.newsletter.checkInbox" : "account.newsletter.done",
      });
    } catch (error) {
      console.error(`The newsletter ${to} failed.`, error);
      setNotice({ ok: false, message: "account.newsletter.failed" });
    } finally {
      setBusy(false);
    }
  }

  if (!email) return null;
  return (
    <AccountSection id="newsletter" title={t("account.newsletter.title")}>
      <div className="account-newsletter" data-testid="account-newsletter" data-status={shown}>
        {shown === "loading" ? (
          <p className="account-note" aria-busy="true">
            {t("account.newsletter.loading")}
          </p>
        ) : shown === "failed" ? (
          <p className="account-note">{t("account.newsletter.failed")}</p>
        ) : (
          <>
            <p data-testid="newsletter-status">{t(STATUS_TEXT[shown], { email })}</p>
            <div className="account-newsletter__actions">
              {shown === "subscribed" ? null : (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void change("subscribe")}
                >
                  {t(
                    shown === "pending"
                      ? "account.newsletter.resend"
                      : "account.newsletter.subscribe",
                  )}
                </button>
              )}
              {shown === "unsubscribed" ? null : (
                <button
                  type="button"
                  className={
                    shown === "subscribed" ? "button account-button--quiet" : "account-link"
                  }
                  disabled={busy}
                  onClick={() => void change("unsubscribe")}
                >
                  {t("account.newsletter.unsubscribe")}
                </button>
              )}
            </div>
          </>
        )}
        {notice ? <FormNotice ok={notice.ok}>{t(notice.message, { email })}</FormNotice> : null}
      </div>
    </AccountSection>
  );
}
