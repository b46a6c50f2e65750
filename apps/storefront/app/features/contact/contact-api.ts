import type { StoreCode } from "@etalage/contracts";
import { callApi } from "../../lib/api/api-call";

const PATH = "/api/ext/mail-service";

export interface ContactLetter {
  sourceAddress: string;
  subject: string;
  emailText: string;
}

export interface ContactOutcome {
  sent: boolean;
  /** Whether the shopper's copy went out; null when none was asked for. */
  copied: boolean | null;
}

const storeQuery = (store: StoreCode) => (store === "nl" ? "" : `?storeCode=${store}`);

async function sendWithToken(store: StoreCode, letter: object): Promise<void> {
  const token = await callApi<string>(`${PATH}/get-token${storeQuery(store)}`, {
    cache: "no-cache",
  });
  await callApi<string>(`${PATH}/send-email${storeQuery(store)}`, {
    method: "POST",
    body: { ...letter, token },
  });
}

/**
 * Sends a contact message the way the mail service's whitelist allows (legacy shapes §9): first
 * the shopper's message to the shop's address, then, when asked, the copy from the shop's
 * address to the shopper with the same subject and text (`confirmation`). Each call takes a
 * single-use token of its own.
 */
export async function sendContactMessage(
  store: StoreCode,
  shopAddress: string,
  letter: ContactLetter,
  wantsCopy: boolean,
): Promise<ContactOutcome> {
  try {
    await sendWithToken(store, { ...letter, targetAddress: shopAddress });
  } catch (error) {
    console.error("The contact message was not sent.", error);
    return { sent: false, copied: null };
  }
  if (!wantsCopy) return { sent: true, copied: null };
  try {
    await sendWithToken(store, {
      sourceAddress: shopAddress,
      targetAddress: letter.sourceAddress,
      subject: letter.subject,
      emailText: letter.emailText,
      confirmation: true,
    });
    return { sent: true, copied: true };
  } catch (error) {
    console.error("The copy of the contact message was not sent.", error);
    return { sent: true, copied: false };
  }
}
