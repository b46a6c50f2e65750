import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReply } from "./api-reply";
import { headerOf } from "./newsletter-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import {
  type OutboxMail,
  outboxMails,
  registeredCustomer,
  userApi,
  waitForMails,
} from "./user-test-shop";

const SHOP_ADDRESS = "klantenservice@winkel.example";
const PUBLIC_URL = "https://shop.example";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    settings: { publicUrl: PUBLIC_URL, mailContactAddress: SHOP_ADDRESS },
  });
});
afterAll(async () => {
  await shop?.shop.mail.sendDue();
  await shop?.close();
});

const OK = { status: 200, body: { code: 200, result: "OK" } };
const LINK_REFUSED = {
  status: 403,
  body: {
    code: 403,
    result:
      "This link is not valid or has expired, or the copy was sent already. Send your message again to ask for a new one.",
  },
};

async function getToken(): Promise<string> {
  return (await readReply(await fetch(`${shop.baseUrl}/api/ext/mail-service/get-token`))).body
    .result;
}
const sendEmail = (body: unknown, query = "") =>
  shop.post(`/api/ext/mail-service/send-email${query}`, body).then(readReply);
const confirmCopy = (token: unknown) =>
  shop.post("/api/ext/mail-service/confirm-copy", { token }).then(readReply);

const newAddress = (who: string) => `${who}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A message to the shop from `sourceAddress`, then its copy asked for, as the form sends them. */
async function messageWithCopy(
  sourceAddress: string,
  letter = { subject: "Vraag over mijn maat", emailText: "Valt de jurk klein?" },
  customerToken = "",
) {
  const message = { sourceAddress, targetAddress: SHOP_ADDRESS, ...letter };
  expect(await sendEmail({ ...message, token: await getToken() })).toEqual(OK);
  const copy = {
    sourceAddress: SHOP_ADDRESS,
    targetAddress: sourceAddress,
    ...letter,
    confirmation: true,
    token: await getToken(),
  };
  const query = customerToken ? `?token=${encodeURIComponent(customerToken)}` : "";
  return sendEmail(copy, query);
}

/** The copies themselves in an address's outbox (not the mails asking to confirm one). */
async function copiesTo(address: string): Promise<OutboxMail[]> {
  await shop.shop.mail.sendDue();
  const mails = await outboxMails(shop, address, "contact-copy");
  return mails.filter((mail) => !mail.file.includes("-contact-copy-confirm-"));
}

const linkTokenOf = (mail: OutboxMail) => /\/contact\/copy\?token=([\w-]+)/.exec(mail.text)?.[1];

describe("the copy of a contact message", () => {
  it("does not send a guest's copy until her address confirms the mailed link, then once", async () => {
    const guest = newAddress("gast");
    expect(await messageWithCopy(guest)).toEqual(OK);
    const [ask] = await waitForMails(shop, guest, "contact-copy-confirm");
    expect(await copiesTo(guest)).toEqual([]);
    expect(headerOf(ask!, "Subject")).toBe("Wil je een kopie van je bericht aan Etalage?");
    expect(ask!.text).toContain(`${PUBLIC_URL}/contact/copy?token=`);

    const token = linkTokenOf(ask!);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await confirmCopy(token)).toEqual(OK);
    const copies = await copiesTo(guest);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text).toContain("Valt de jurk klein?");
    expect(headerOf(copies[0]!, "To")).toBe(guest);

    expect(await confirmCopy(token)).toEqual(LINK_REFUSED);
    expect(await confirmCopy("a".repeat(43))).toEqual(LINK_REFUSED);
    expect(await copiesTo(guest)).toHaveLength(1);
  });

  it("asks an English guest in English, with the link under /en", async () => {
    const guest = newAddress("guest");
    const message = { sourceAddress: guest, targetAddress: SHOP_ADDRESS };
    const letter = { subject: "My size", emailText: "Is it small?" };
    await sendEmail({ ...message, ...letter, token: await getToken() }, "?storeCode=en");
    const copy = { sourceAddress: SHOP_ADDRESS, targetAddress: guest, ...letter };
    const asked = await sendEmail(
      { ...copy, confirmation: true, token: await getToken() },
      "?storeCode=en",
    );
    expect(asked).toEqual(OK);
    const [ask] = await waitForMails(shop, guest, "contact-copy-confirm");
    expect(headerOf(ask!, "Subject")).toBe("Would you like a copy of your message to Etalage?");
    expect(ask!.text).toContain(`${PUBLIC_URL}/en/contact/copy?token=`);
    expect(await confirmCopy(linkTokenOf(ask!))).toEqual(OK);
    const [sent] = await copiesTo(guest);
    expect(sent!.text).toContain("Your message to Etalage: My size");
  });

  it("sends a logged-in customer's copy to her own address at once, whatever address the form names", async () => {
    const anna = await registeredCustomer(userApi(shop));
    const named = newAddress("ander");
    expect(await messageWithCopy(named, undefined, anna.token)).toEqual(OK);
    const copies = await copiesTo(anna.email);
    expect(copies).toHaveLength(1);
    expect(headerOf(copies[0]!, "To")).toBe(anna.email.toLowerCase());
    expect(copies[0]!.text).toContain("Valt de jurk klein?");
    await shop.shop.mail.sendDue();
    const toNamed = (await outboxMails(shop, named)).filter((m) => headerOf(m, "To") === named);
    expect(toNamed).toEqual([]);
  });

  it("sends a victim no copy with an attacker's text: only a link, without his words", async () => {
    const victim = newAddress("slachtoffer");
    const spam = {
      subject: "Uw pakket wacht op betaling",
      emailText: "Betaal hier de douanekosten: https://oplichter.example/betaal",
    };
    // As a guest: the victim's address gets a question with a link, none of the spam.
    expect(await messageWithCopy(victim, spam)).toEqual(OK);
    const [ask] = await waitForMails(shop, victim, "contact-copy-confirm");
    expect(ask!.text).not.toContain("oplichter.example");
    expect(ask!.text).not.toContain("douanekosten");
    expect(ask!.text).not.toContain(spam.subject);
    expect(await copiesTo(victim)).toEqual([]);

    // Logged in: the copy goes to the attacker's own account address.
    const attacker = await registeredCustomer(userApi(shop));
    expect(await messageWithCopy(victim, { ...spam, subject: "Tweede" }, attacker.token)).toEqual(
      OK,
    );
    expect(await copiesTo(attacker.email)).toHaveLength(1);
    expect(await copiesTo(victim)).toEqual([]);
    expect(await outboxMails(shop, victim, "contact-copy-confirm")).toHaveLength(1);
  });

  it("refuses a confirmation without a token with a 400", async () => {
    const res = await shop.post("/api/ext/mail-service/confirm-copy", {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: "Invalid copy confirmation token: is required",
    });
  });
});
