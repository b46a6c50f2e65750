/**
 * The shop's own address (MAIL_CONTACT_ADDRESS, read by the API in the same process): the one
 * address the contact form may write to, and the one its copies come from. The default is the
 * API's own (apps/api/src/config.ts).
 */
export function contactAddress(): string {
  return process.env.MAIL_CONTACT_ADDRESS?.trim() || "klantenservice@etalage.localhost";
}
