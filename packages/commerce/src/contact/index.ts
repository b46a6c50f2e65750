export type { ContactContext, ContactMail, SendContactMail } from "./contact-context";
export { COPY_CONFIRM_HOURS, confirmContactCopy } from "./contact-copy";
export { CONTACT_MESSAGES, ContactError } from "./contact-error";
export { issueMailServiceToken, MAIL_SERVICE_TOKEN_MINUTES } from "./mail-service-token";
export {
  COPY_WINDOW_MINUTES,
  type ContactLetter,
  sendContactMessage,
} from "./send-contact-message";
