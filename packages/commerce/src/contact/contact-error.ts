/** The mail service's refusals, shown as they are. */
export const CONTACT_MESSAGES = {
  tokenInvalid: "The mail token is not valid or has expired. Ask for a new one and send again.",
  targetNotAllowed: "The contact form sends mail only to the shop's own address.",
  sourceNotAllowed: "A copy is sent only from the shop's own address.",
  copyWithoutMessage:
    "A copy is sent only of a message the shop has just received from that address.",
  copyLinkInvalid:
    "This link is not valid or has expired, or the copy was sent already. Send your message again to ask for a new one.",
} as const;

/** "forbidden" (403) for a token or address the shop will not send with. */
export class ContactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContactError";
  }
}
