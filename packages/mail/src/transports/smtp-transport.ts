import nodemailer from "nodemailer";
import type { MailTransport } from "../outgoing-mail";
import { messageOptions } from "./message-options";

export interface SmtpOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  from: string;
}

/**
 * Hands mails to an SMTP relay with nodemailer. Timeouts are short so a stuck relay fails the
 * attempt (and the outbox retries it later) well within the sender's claim on the mail.
 */
export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const relay = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await relay.sendMail(messageOptions(mail, options.from));
    },
    async close() {
      relay.close();
    },
  };
}
