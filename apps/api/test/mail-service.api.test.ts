import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReply } from "./api-reply";
import { headerOf } from "./newsletter-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import { outboxMails, waitForMails } from "./user-test-shop";

let shop: TestShop;

const SHOP_ADDRESS = "klantenservice@winkel.example";

beforeAll(async () => {
  shop = await startTestShop({
    settings: { publicUrl: "https://shop.example", mailContactAddress: SHOP_ADDRESS },
  });
});
afterAll(async () => {
  await shop?.shop.mail.sendDue();
  await shop?.close();
});

const getToken = async (query = ""): Promise<string> => {
  const reply = await readReply(
    await fetch(`${shop.baseUrl}/api/ext/mail-service/get-token${query}`),
  );
  expect(reply.status).toBe(200);
  return reply.body.result;
};
const sendEmail = (body: unknown, query = "") =>
  shop.post(`/api/ext/mail-service/send-email${query}`, body).then(readReply);

const OK = { status: 200, body: { code: 200, result: "OK" } };
const refused = (result: string) => ({ status: 403, body: { code: 403, result } });
const NOT_TO_SHOP = refused("The contact form sends mail only to the shop's own address.");
const NOT_FROM_SHOP = refused("A copy is sent only from the shop's own address.");
const BAD_TOKEN = refused(
  "The mail token is not valid or has expired. Ask for a new one and send again.",
);

let shoppers = 0;
const newShopper = () => {
  shoppers += 1;
  return `klant${shoppers}-${Math.random().toString(36).slice(2, 8)}@example.com`;
};

/** A message from a shopper to the shop, with a fresh token. */
async function toShop(sourceAddress: string, fields: object = {}) {
  return {
    sourceAddress,
    targetAddress: SHOP_ADDRESS,
    subject: "Vraag over mijn maat",
    emailText: "Valt de jurk klein?\nIk twijfel tussen 38 en 40.",
    token: await getToken(),
    ...fields,
  };
}

/** The shopper's copy of a message: from the shop, to the shopper, with a fresh token. */
async function copyOf(message: { sourceAddress: string; subject: string; emailText: string }) {
  return {
    sourceAddress: SHOP_ADDRESS,
    targetAddress: message.sourceAddress,
    subject: message.subject,
    emailText: message.emailText,
    confirmation: true,
    token: await getToken(),
  };
}

describe("mail service tokens", () => {
  it("hands out a new random token each time, several valid at once", async () => {
    const first = await getToken();
    const second = await getToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const shopper = newShopper();
    expect(await sendEmail({ ...(await toShop(shopper)), token: first })).toEqual(OK);
    expect(await sendEmail({ ...(await toShop(shopper)), token: second })).toEqual(OK);
  });

  it("takes a token once: the second send with it is refused", async () => {
    const message = await toShop(newShopper());
    expect(await sendEmail(message)).toEqual(OK);
    expect(await sendEmail(message)).toEqual(BAD_TOKEN);
  });

  it("refuses an unknown token and one past its ten minutes", async () => {
    expect(await sendEmail({ ...(await toShop(newShopper())), token: "z".repeat(43) })).toEqual(
      BAD_TOKEN,
    );
    const message = await toShop(newShopper());
    await shop.shop.database.db
      .updateTable("mail_service_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("used_at", "is", null)
      .execute();
    expect(await sendEmail(message)).toEqual(BAD_TOKEN);
  });

  it("keeps only the SHA-256 of a token", async () => {
    const token = await getToken();
    const rows = await shop.shop.database.db
      .selectFrom("mail_service_tokens")
      .select("token_hash")
      .execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });
});

describe("the contact form", () => {
  it("delivers a message to the shop's address, answerable to the shopper", async () => {
    const shopper = newShopper();
    expect(await sendEmail(await toShop(shopper))).toEqual(OK);
    const mails = await waitForMails(shop, SHOP_ADDRESS, "contact");
    const mail = mails.find((m) => m.text.includes(shopper))!;
    expect(mail.text).toContain("Contactformulier: Vraag over mijn maat");
    expect(mail.text).toContain("Ik twijfel tussen 38 en 40.");
    expect(headerOf(mail, "Reply-To")).toBe(shopper);
    expect(headerOf(mail, "To")).toBe(SHOP_ADDRESS);
  });

  it("sends the shopper a copy from the shop's address, in the shopper's language", async () => {
    const shopper = newShopper();
    const message = await toShop(shopper);
    expect(await sendEmail(message)).toEqual(OK);
    expect(await sendEmail(await copyOf(message), "?storeCode=en")).toEqual(OK);
    // A guest's copy waits for her address to confirm it (contact-copy.api.test.ts).
    const [ask] = await waitForMails(shop, shopper, "contact-copy-confirm");
    const token = /contact\/copy\?token=([\w-]+)/.exec(ask!.text)?.[1];
    const confirmed = await shop.post("/api/ext/mail-service/confirm-copy", { token });
    expect(confirmed.status).toBe(200);
    const copy = (await waitForMails(shop, shopper, "contact-copy", 2)).find(
      (mail) => !mail.file.includes("-contact-copy-confirm-"),
    );
    expect(copy!.text).toContain("Your message to Etalage: Vraag over mijn maat");
    expect(copy!.text).toContain("Valt de jurk klein?");
    expect(headerOf(copy!, "To")).toBe(shopper);
  });

  it("keeps a script in the shopper's text as text in the mail's HTML", async () => {
    const shopper = newShopper();
    const script = '<script>alert("xss")</script><img src=x onerror=alert(1)>';
    expect(await sendEmail(await toShop(shopper, { subject: "Hallo", emailText: script }))).toEqual(
      OK,
    );
    const mail = (await waitForMails(shop, SHOP_ADDRESS, "contact")).find((m) =>
      m.text.includes(shopper),
    )!;
    const html = mail.text.slice(mail.text.indexOf("<!doctype html>"));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;");
  });
});

describe("the shop is never an open relay", () => {
  it("refuses a message aimed anywhere but the shop's address", async () => {
    const target = newShopper();
    const message = await toShop(newShopper(), { targetAddress: target });
    expect(await sendEmail(message)).toEqual(NOT_TO_SHOP);
    await shop.shop.mail.sendDue();
    expect(await outboxMails(shop, target)).toEqual([]);
  });

  it("refuses a copy that does not come from the shop's address", async () => {
    const shopper = newShopper();
    const message = await toShop(shopper);
    await sendEmail(message);
    const forged = { ...(await copyOf(message)), sourceAddress: "baas@bank.example" };
    expect(await sendEmail(forged)).toEqual(NOT_FROM_SHOP);
  });

  it("sends a copy only to the sender of a message the shop received, and once", async () => {
    const notReceived = refused(
      "A copy is sent only of a message the shop has just received from that address.",
    );
    const victim = newShopper();
    const spam = {
      sourceAddress: victim,
      subject: "Goedkope horloges",
      emailText: "Klik hier: https://spam.example",
    };
    expect(await sendEmail(await copyOf(spam))).toEqual(notReceived);
    const shopper = newShopper();
    const message = await toShop(shopper);
    await sendEmail(message);
    const changed = { ...(await copyOf(message)), emailText: "Een andere tekst" };
    expect(await sendEmail(changed)).toEqual(notReceived);
    expect(await sendEmail(await copyOf(message))).toEqual(OK);
    expect(await sendEmail(await copyOf(message))).toEqual(notReceived);
    await shop.shop.mail.sendDue();
    expect(await outboxMails(shop, victim)).toEqual([]);
    expect(await outboxMails(shop, shopper, "contact-copy-confirm")).toHaveLength(1);
  });
});

describe("bad input answers 4xx, never 500", () => {
  const noSender =
    "Invalid e-mail sourceAddress: Invalid input: expected string, received undefined";
  it.each([
    ["no body", undefined, noSender],
    ["an empty object", {}, noSender],
    [
      "no token",
      { token: undefined },
      "Invalid e-mail token: Invalid input: expected string, received undefined",
    ],
    ["no text", { emailText: "" }, "Invalid e-mail emailText: must not be empty"],
    [
      "a malformed sender",
      { sourceAddress: "anna" },
      "Invalid e-mail sourceAddress: must be an e-mail address",
    ],
    [
      "a subject of two lines",
      { subject: "Hoi\r\nBcc: iedereen@example.com" },
      "Invalid e-mail subject: must be one line",
    ],
    [
      "a subject over 200 characters",
      { subject: "a".repeat(201) },
      "Invalid e-mail subject: must have at most 200 characters",
    ],
    [
      "a text over 5000 characters",
      { emailText: "a".repeat(5001) },
      "Invalid e-mail emailText: must have at most 5000 characters",
    ],
    [
      "a confirmation that is not a boolean",
      { confirmation: "ja" },
      "Invalid e-mail confirmation: Invalid input: expected boolean, received string",
    ],
  ])("refuses %s with 400", async (_what, fields, message) => {
    const body =
      fields === undefined
        ? ""
        : { ...(Object.keys(fields).length ? await toShop(newShopper()) : {}), ...fields };
    const reply = await sendEmail(body);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(typeof reply.body.result).toBe("string");
    expect(reply.body.result).toBe(message);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const reply = await sendEmail("{not json");
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, result: "The request body is not valid JSON" });
  });
});

describe("mail service rate limits", () => {
  it("answers the sixth message from one address within the hour with 429", async () => {
    const limited = await startTestShop({
      settings: { rateLimits: true, mailContactAddress: SHOP_ADDRESS },
    });
    try {
      const send = async () => {
        const token = (await (await limited.get("/api/ext/mail-service/get-token")).json()).result;
        const body = { ...(await toShop(newShopper())), token };
        return readReply(await limited.post("/api/ext/mail-service/send-email", body));
      };
      for (let i = 0; i < 5; i++) expect(await send()).toEqual(OK);
      expect(await send()).toEqual({
        status: 429,
        body: { code: 429, result: "Te veel verzoeken: probeer het over 60 minuten opnieuw" },
      });
    } finally {
      // Let the mails of the commits go out before the data folder goes.
      await limited.shop.mail.sendDue();
      await limited.close();
    }
  });
});
