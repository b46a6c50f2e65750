export type {
  Mail,
  MailData,
  MailTemplateName,
  OrderCancelReason,
  OrderMailData,
  OrderMailLine,
  OrderMailTotals,
  Recipient,
} from "./mail";
export type { MailHeaders } from "./mail-body";
export { newMessageId } from "./message-id";
export type { MailTransport, OutgoingMail } from "./outgoing-mail";
export { type RenderedMail, type RenderOptions, renderMail } from "./render-mail";
export {
  createMailTransport,
  type MailTransportSettings,
} from "./transports/create-mail-transport";
export { createOutboxFolderTransport } from "./transports/outbox-folder-transport";
export { createSmtpTransport } from "./transports/smtp-transport";
