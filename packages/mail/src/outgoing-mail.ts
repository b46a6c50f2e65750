import type { Recipient } from "./mail";

/** A mail rendered and ready to go: what the outbox table keeps and a transport sends. */
export interface OutgoingMail {
  /** Message-ID without the angle brackets; the same whichever transport sends it. */
  messageId: string;
  to: Recipient;
  subject: string;
  html: string;
  text: string;
  /** A short word naming the mail (its template), used in outbox file names. */
  slug: string;
  /** When the mail was written; the Date header. */
  date: Date;
  /** Extra headers (List-Unsubscribe, Reply-To); values are plain text. */
  headers?: Record<string, string>;
}

/** The mail port: where rendered mails go. The shop picks one adapter from its settings. */
export interface MailTransport {
  /** "outbox" writes .eml files under DATA_DIR/outbox; "smtp" hands mails to a relay. */
  readonly kind: "outbox" | "smtp";
  /** Resolves once the mail is delivered to the folder or accepted by the relay. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
