import { useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { SignupOutcome } from "./newsletter-signup";
import "./newsletter.css";

/** The sign-up code and its texts, fetched on the form's first focus (or at submit). */
const loadSignup = () => import("./newsletter-signup");

/**
 * The newsletter's sign-up form, in the footer of every page and in the newsletter modal. It is
 * plain HTML in the first load, kept small: what it does on submit loads when the shopper
 * focuses it, and its outcome is read out from a live note.
 */
export function NewsletterForm({ place }: { place: "footer" | "modal" }) {
  const { t, store } = useTranslation();
  const [outcome, setOutcome] = useState<SignupOutcome | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get("email"));
    const { signUp } = await loadSignup();
    setOutcome(await signUp(address, store));
  }

  return (
    <form
      className="newsletter-form"
      data-testid={`newsletter-${place}`}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSignup()}
    >
      <label className="newsletter-form__label">
        {t("footer.newsletterEmail")}
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <button type="submit" className="button">
        {t("footer.newsletterSubscribe")}
      </button>
      <p
        className="newsletter-form__note"
        data-ok={outcome?.ok}
        role={outcome ? (outcome.ok ? "status" : "alert") : undefined}
      >
        {outcome ? t(outcome.message) : null}
      </p>
    </form>
  );
}
