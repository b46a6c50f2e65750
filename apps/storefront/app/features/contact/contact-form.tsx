import { useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { FormField, FormNotice } from "../../ui/form-field";
import { useCheckedForm } from "../../ui/use-checked-form";
import { userToken } from "../cart/public";
import { type ContactOutcome, sendContactMessage } from "./contact-api";
import { checkContact, EMPTY_CONTACT, letterOf, MESSAGE_MAX, SUBJECT_MAX } from "./contact-rules";
import "../../i18n/services-texts";
import "./contact.css";

type Sent = { ok: boolean; message: MessageKey } | null;

function noticeOf(outcome: ContactOutcome): Sent {
  if (!outcome.sent) return { ok: false, message: "contact.failed" };
  if (outcome.copied === false) return { ok: true, message: "contact.copyFailed" };
  if (outcome.copyTo === "account") return { ok: true, message: "contact.sentCopyToAccount" };
  if (outcome.copyTo === "confirm") return { ok: true, message: "contact.sentCopyToConfirm" };
  return { ok: true, message: "contact.sent" };
}

/**
 * The contact form (docs/specification/routes-and-screens.md `/contact`): name, address, subject, message and "send me a
 * copy". It writes only to the shop's own address, which the server enforces too; the copy goes
 * to a logged-in customer's own address, or to a guest once she confirms the mailed link.
 */
export function ContactForm({ shopAddress }: { shopAddress: string }) {
  const { t, store } = useTranslation();
  const { field, sending, onSubmit, clear } = useCheckedForm(EMPTY_CONTACT, checkContact);
  const [wantsCopy, setWantsCopy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);

  const submit = onSubmit(async (values) => {
    setSent(null);
    const letter = { sourceAddress: values.email.trim(), ...letterOf(values) };
    const outcome = await sendContactMessage(store, shopAddress, letter, wantsCopy, userToken());
    const notice = noticeOf(outcome);
    setSent(notice);
    if (notice?.ok) clear();
  });

  return (
    <section className="contact" aria-labelledby="contact-title">
      <h2 id="contact-title" className="section-title">
        {t("contact.title")}
      </h2>
      <form className="contact__form" data-testid="contact-form" noValidate onSubmit={submit}>
        <div className="contact__row">
          <FormField {...field("name")} label="contact.name" autoComplete="name" />
          <FormField {...field("email")} label="contact.email" type="email" autoComplete="email" />
        </div>
        <FormField {...field("subject")} label="contact.subject" maxLength={SUBJECT_MAX} />
        <FormField
          {...field("message")}
          label="contact.message"
          multiline
          maxLength={MESSAGE_MAX}
        />
        <label className="form-check">
          <input
            type="checkbox"
            name="copy"
            checked={wantsCopy}
            onChange={(event) => setWantsCopy(event.target.checked)}
          />
          {t("contact.copy")}
        </label>
        {sent ? <FormNotice ok={sent.ok}>{t(sent.message)}</FormNotice> : null}
        <p>
          <button type="submit" className="button" disabled={sending} aria-busy={sending}>
            {t(sending ? "contact.sending" : "contact.send")}
          </button>
        </p>
      </form>
    </section>
  );
}
