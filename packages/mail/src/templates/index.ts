import type { MailTemplateName } from "../mail";
import { accountDeleted } from "./account-deleted";
import { backInStock } from "./back-in-stock";
import { contact, contactCopy, contactCopyConfirm } from "./contact";
import { emailChanged, emailTaken } from "./email-changed";
import type { MailTemplate } from "./mail-template";
import { newsletterConfirm, newsletterWelcome } from "./newsletter";
import { orderCanceled, orderConfirmation, orderPaid } from "./order";
import { orderCanceledByShop, orderNote, orderRefunded, orderShipped } from "./order-desk";
import { orderReturn } from "./order-return";
import { passwordChanged } from "./password-changed";
import { resetPassword } from "./reset-password";
import { welcome } from "./welcome";

/** Every template by name: a new mail adds its file here and its texts to both JSON files. */
export const templates: { [T in MailTemplateName]: MailTemplate<T> } = {
  welcome,
  "reset-password": resetPassword,
  "password-changed": passwordChanged,
  "email-changed": emailChanged,
  "email-taken": emailTaken,
  "account-deleted": accountDeleted,
  "back-in-stock": backInStock,
  "newsletter-confirm": newsletterConfirm,
  "newsletter-welcome": newsletterWelcome,
  contact,
  "contact-copy": contactCopy,
  "contact-copy-confirm": contactCopyConfirm,
  "order-confirmation": orderConfirmation,
  "order-paid": orderPaid,
  "order-canceled": orderCanceled,
  "order-shipped": orderShipped,
  "order-note": orderNote,
  "order-canceled-by-shop": orderCanceledByShop,
  "order-refunded": orderRefunded,
  "order-return": orderReturn,
};

export type { MailTemplate, ShopLinks } from "./mail-template";
