import { accountNotice } from "./account-notice";
import type { MailTemplate } from "./mail-template";

/** Tells the account's owner that the password changed, so a change they did not make shows. */
export const passwordChanged: MailTemplate<"password-changed"> = accountNotice;
