import type { MailTransport } from "../outgoing-mail";
import { createOutboxFolderTransport } from "./outbox-folder-transport";
import { createSmtpTransport } from "./smtp-transport";

export interface MailTransportSettings {
  /** MAIL_FROM: the sender of every mail. */
  from: string;
  /** SMTP_URL: when set, mails go to this relay instead of the outbox folder. */
  smtpUrl?: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
}

/** The outbox folder by default, SMTP when SMTP_URL is set. */
export function createMailTransport(settings: MailTransportSettings): MailTransport {
  return settings.smtpUrl
    ? createSmtpTransport({ url: settings.smtpUrl, from: settings.from })
    : createOutboxFolderTransport({ dir: settings.outboxDir, from: settings.from });
}
