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
  /** Whether the shopper's copy was taken care of; null when none was asked for. */
  copied: boolean | null;
  /**
   * Where the copy goes: straight to a logged-in customer's own address ("account"), or, for a
   * guest, once she confirms the link the shop mails to the address she gave ("confirm").
   */
  copyTo?: "account" | "confirm";
}

function query(store: StoreCode, customerToken = ""): string {
  const params = new URLSearchParams();
  if (store !== "nl") params.set("storeCode", store);
  if (customerToken) params.set("token", customerToken);
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function sendWithToken(store: StoreCode, letter: object, customerToken = ""): Promise<void> {
  const token = await callApi<string>(`${PATH}/get-token${query(store)}`, {
    cache: "no-cache",
  });
  await callApi<string>(`${PATH}/send-email${query(store, customerToken)}`, {
    method: "POST",
    body: { ...letter, token },
  });
}

/**
 * Sends a contact message the way the mail service's whitelist allows (docs/specification/api-shapes.md §9): first
 * the shopper's message to the shop's address, then, when asked, the copy from the shop's
 * address with the same subject and text (`confirmation`). Each call takes a single-use token of
 * its own. With the customer's token the server sends the copy to her account's address; a
 * guest's copy waits until she confirms the link mailed to the address she gave.
 */
export async function sendContactMessage(
  store: StoreCode,
  shopAddress: string,
  letter: ContactLetter,
  wantsCopy: boolean,
  customerToken = "",
): Promise<ContactOutcome> {
  try {
    await sendWithToken(store, { ...letter, targetAddress: shopAddress });
  } catch (error) {
    console.error("The contact message was not sent.", error);
    return { sent: false, copied: null };
  }
  if (!wantsCopy) return { sent: true, copied: null };
  try {
    const copy = {
      sourceAddress: shopAddress,
      targetAddress: letter.sourceAddress,
      subject: letter.subject,
      emailText: letter.emailText,
      confirmation: true,
    };
    await sendWithToken(store, copy, customerToken);
    return { sent: true, copied: true, copyTo: customerToken ? "account" : "confirm" };
  } catch (error) {
    console.error("The copy of the contact message was not sent.", error);
    return { sent: true, copied: false };
  }
}

/** The click on the page a guest's copy link opens: the shop sends her the copy, once. */
export async function confirmContactCopy(store: StoreCode, token: string): Promise<void> {
  await callApi<string>(`${PATH}/confirm-copy${query(store)}`, {
    method: "POST",
    body: { token },
  });
}
