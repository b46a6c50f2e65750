import type { StoreCode } from "@etalage/contracts";
import type { MessageKey } from "../../i18n/translate";
import { email } from "../../lib/form-rules";
import { subscribe } from "./newsletter-api";
import "../../i18n/services-texts";

export interface SignupOutcome {
  ok: boolean;
  message: MessageKey;
}

/**
 * Signs an address up (the form's submit; loaded on the form's first focus): a bad address is
 * refused here with the seed's message, a good one gets the confirmation mail.
 */
export async function signUp(
  address: string,
  store: StoreCode,
  send: typeof subscribe = subscribe,
): Promise<SignupOutcome> {
  const invalid = email(address);
  if (invalid) return { ok: false, message: invalid };
  try {
    await send(address, store);
    return { ok: true, message: "newsletter.checkInbox" };
  } catch (error) {
    console.error("The newsletter sign-up failed.", error);
    return { ok: false, message: "newsletter.failed" };
  }
}
