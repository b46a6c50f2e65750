import { storePath } from "@etalage/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { useStoreView } from "../../lib/use-store-view";
import { FormNotice } from "../../ui/form-field";
import { confirmSubscription, unsubscribeByToken } from "./newsletter-api";
import "../../i18n/services-texts";
import "./newsletter.css";

export type NewsletterLink = "confirm" | "unsubscribe";

const TEXTS = {
  confirm: {
    title: "newsletter.confirmTitle",
    ask: "newsletter.confirmAsk",
    button: "newsletter.confirmButton",
    busy: "newsletter.confirming",
    done: "newsletter.confirmed",
    failed: "newsletter.confirmFailed",
  },
  unsubscribe: {
    title: "newsletter.unsubscribeTitle",
    ask: "newsletter.unsubscribeAsk",
    button: "newsletter.unsubscribeButton",
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

type Outcome = "ready" | "busy" | "done" | "failed" | "missing";

/**
 * `/newsletter/confirm?token=` and `/newsletter/unsubscribe?token=`, where the newsletter mails
 * lead. The server renders a form with one button that posts the link's token to the route's
 * action, so it works without scripts (`posted` is the action's outcome); when scripts run, the
 * form submits itself at once and the browser follows the token and shows the outcome.
 */
export function NewsletterLinkPage({
  link,
  posted,
}: {
  link: NewsletterLink;
  posted?: "done" | "failed" | "missing";
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(posted ?? (token ? "ready" : "missing"));

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome("busy");
    void follow(link, token).then((ok) => setOutcome(ok ? "done" : "failed"));
  }

  // Scripts run: the form is submitted by itself, once.
  useEffect(() => {
    if (posted === undefined && token) form.current?.requestSubmit();
  }, [posted, token]);

  const texts = TEXTS[link];
  return (
    <section className="newsletter-page" data-testid="newsletter-page" data-outcome={outcome}>
      <h1 className="page-title">{t(texts.title)}</h1>
      {outcome === "ready" ? (
        <form method="post" ref={form} onSubmit={submit} data-testid="newsletter-link-form">
          <input type="hidden" name="token" value={token} />
          <p>{t(texts.ask)}</p>
          <p>
            <button type="submit" className="button">
              {t(texts.button)}
            </button>
          </p>
        </form>
      ) : outcome === "busy" ? (
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
