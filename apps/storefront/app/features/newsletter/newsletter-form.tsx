import { useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import "./newsletter.css";

/** The sign-up code and its texts, fetched on the form's first focus (or at submit). */
const loadSignup = () => import("./newsletter-signup");

type Status = { state: "idle" | "sending" } | { state: "done"; ok: boolean; message: MessageKey };

/**
 * The newsletter's sign-up form, in the footer of every page and in the newsletter modal. It is
 * plain HTML in the first load; what it does on submit loads when the shopper focuses it.
 */
export function NewsletterForm({ place }: { place: "footer" | "modal" }) {
  const { t, store } = useTranslation();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const inputId = useId();
  const noteId = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get("email") ?? "");
    setStatus({ state: "sending" });
    const { signUp } = await loadSignup();
    setStatus({ state: "done", ...(await signUp(address, store)) });
  }

  const done = status.state === "done" ? status : null;
  return (
    <form
      className={`newsletter-form newsletter-form--${place}`}
      data-testid={`newsletter-${place}`}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSignup()}
    >
      <label htmlFor={inputId} className="newsletter-form__label">
        {t("footer.newsletterEmail")}
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={done && !done.ok ? true : undefined}
          aria-describedby={noteId}
        />
        <button type="submit" className="button" disabled={status.state === "sending"}>
          {t("footer.newsletterSubscribe")}
        </button>
      </div>
      <p
        id={noteId}
        className="newsletter-form__note"
        data-ok={done?.ok}
        role={done ? (done.ok ? "status" : "alert") : undefined}
      >
        {done ? t(done.message) : null}
      </p>
    </form>
  );
}
