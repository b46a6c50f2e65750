import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { storePath } from "../../lib/store-view";
import { useStoreView } from "../../lib/use-store-view";
import { FormNotice } from "../../ui/form-field";
import { confirmSubscription, unsubscribeByToken } from "./newsletter-api";
import "../../i18n/services-texts";
import "./newsletter.css";

export type NewsletterLink = "confirm" | "unsubscribe";

const TEXTS = {
  confirm: {
    title: "newsletter.confirmTitle",
    busy: "newsletter.confirming",
    done: "newsletter.confirmed",
    failed: "newsletter.confirmFailed",
  },
  unsubscribe: {
    title: "newsletter.unsubscribeTitle",
    busy: "newsletter.unsubscribing",
    done: "newsletter.unsubscribed",
    failed: "newsletter.unsubscribeFailed",
  },
} as const satisfies Record<NewsletterLink, Record<string, MessageKey>>;

const CALLS = { confirm: confirmSubscription, unsubscribe: unsubscribeByToken };

/**
 * A confirmation link is good once: the call per token is made once per tab, whatever renders
 * the page again.
 */
const calls = new Map<string, Promise<boolean>>();
function follow(link: NewsletterLink, token: string): Promise<boolean> {
  const key = `${link}:${token}`;
  let call = calls.get(key);
  if (!call) {
    call = CALLS[link](token).then(
      () => true,
      (error: unknown) => {
        console.error(`The newsletter ${link} link was refused.`, error);
        return false;
      },
    );
    calls.set(key, call);
  }
  return call;
}

type Outcome = "busy" | "done" | "failed" | "missing";

/**
 * `/newsletter/confirm?token=` and `/newsletter/unsubscribe?token=`, where the newsletter mails
 * lead. The server renders only the waiting line (the page is the same for everyone, so the
 * page cache may keep it); the browser follows the link's token and shows the outcome.
 */
export function NewsletterLinkPage({ link }: { link: NewsletterLink }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>("busy");
  useEffect(() => {
    if (!token) {
      setOutcome("missing");
      return;
    }
    let current = true;
    void follow(link, token).then((ok) => {
      if (current) setOutcome(ok ? "done" : "failed");
    });
    return () => {
      current = false;
    };
  }, [link, token]);
  const texts = TEXTS[link];
  return (
    <section className="newsletter-page" data-testid="newsletter-page" data-outcome={outcome}>
      <h1 className="page-title">{t(texts.title)}</h1>
      {outcome === "busy" ? (
        <p aria-busy="true">{t(texts.busy)}</p>
      ) : (
        <FormNotice ok={outcome === "done"}>
          {t(outcome === "missing" ? "newsletter.missingToken" : texts[outcome])}
        </FormNotice>
      )}
      <p>
        <Link to={storePath(store, "/")} className="button">
          {t("newsletter.toShop")}
        </Link>
      </p>
    </section>
  );
}
