import type { SendMailOptions } from "nodemailer";
import type { OutgoingMail } from "../outgoing-mail";

/**
 * The nodemailer message of an outgoing mail: plain text and HTML as multipart/alternative,
 * headers encoded by nodemailer (UTF-8 where needed), the same Message-ID for every transport.
 */
export function messageOptions(mail: OutgoingMail, from: string): SendMailOptions {
  // Reply-To is an address header: nodemailer encodes it as one when given as `replyTo`.
  const { "Reply-To": replyTo, ...headers } = mail.headers ?? {};
  return {
    ...(replyTo ? { replyTo } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    from,
    to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.messageId}>`,
    date: mail.date,
  };
}
