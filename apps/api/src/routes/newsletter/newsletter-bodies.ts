import { NEWSLETTER_MESSAGES } from "@etalage/commerce";
import { z } from "zod";

/** Any problem with the address, missing included, answers the seeds' one message. */
const email = z
  .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
  .trim()
  .max(254, NEWSLETTER_MESSAGES.invalidEmail)
  .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail));

/** Tokens we hand out are 43 characters; longer ones are refused before any look-up. */
const token = z.string({ error: "A token is required" }).min(1, "A token is required").max(512);

const storeCode = z.string().max(16).optional();

/** `GET subscribe?email`, with the customer's token (or an Authorization header) for her own. */
export const statusQuery = z.object({ email, storeCode, token: z.string().optional() });

/** `POST` and `DELETE subscribe`: `{email}` (docs/specification/api-shapes.md §9). */
export const emailBody = z.object({ email });

export const storeQuery = z.object({ storeCode });

/** `POST confirm`: the token of the mailed confirmation link. */
export const confirmBody = z.object({ token });

/** `POST unsubscribe?token`: the one-click link of a mail (RFC 8058); its body is ignored. */
export const unsubscribeQuery = z.object({ token, storeCode });
