import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmContactCopy, sendContactMessage } from "./contact-api";

const SHOP = "klantenservice@winkel.example";
const letter = { sourceAddress: "anna@example.com", subject: "Maat", emailText: "Valt klein?" };

interface Sent {
  url: string;
  body: Record<string, unknown> | null;
}

/** A fake mail service: a new token per get-token, and the given answer to each send. */
function fakeMailService(answers: number[]): Sent[] {
  const sent: Sent[] = [];
  let tokens = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (url.includes("get-token")) {
      tokens += 1;
      return Response.json({ code: 200, result: `token-${tokens}` });
    }
    sent.push({ url, body: JSON.parse(String(init.body)) });
    const code = answers.shift() ?? 200;
    return Response.json({ code, result: code === 200 ? "OK" : "refused" }, { status: code });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sending a contact message", () => {
  it("writes to the shop's address, then sends the copy from it with the same subject and text", async () => {
    const sent = fakeMailService([200, 200]);
    expect(await sendContactMessage("en", SHOP, letter, true)).toEqual({
      sent: true,
      copied: true,
      copyTo: "confirm",
    });
    expect(sent.map((s) => s.url)).toEqual([
      "/api/ext/mail-service/send-email?storeCode=en",
      "/api/ext/mail-service/send-email?storeCode=en",
    ]);
    expect(sent[0]!.body).toEqual({ ...letter, targetAddress: SHOP, token: "token-1" });
    expect(sent[1]!.body).toEqual({
      sourceAddress: SHOP,
      targetAddress: letter.sourceAddress,
      subject: letter.subject,
      emailText: letter.emailText,
      confirmation: true,
      token: "token-2",
    });
  });

  it("sends no copy unless asked, and none when the message itself was refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const once = fakeMailService([200]);
    expect(await sendContactMessage("nl", SHOP, letter, false)).toEqual({
      sent: true,
      copied: null,
    });
    expect(once).toHaveLength(1);
    const refused = fakeMailService([403]);
    expect(await sendContactMessage("nl", SHOP, letter, true)).toEqual({
      sent: false,
      copied: null,
    });
    expect(refused).toHaveLength(1);
  });

  it("asks the copy with a logged-in customer's token, for her account's address", async () => {
    const sent = fakeMailService([200, 200]);
    expect(await sendContactMessage("nl", SHOP, letter, true, "tok en")).toEqual({
      sent: true,
      copied: true,
      copyTo: "account",
    });
    expect(sent.map((s) => s.url)).toEqual([
      "/api/ext/mail-service/send-email",
      "/api/ext/mail-service/send-email?token=tok+en",
    ]);
  });

  it("confirms a guest's copy with the token of the mailed link", async () => {
    const sent = fakeMailService([200]);
    await confirmContactCopy("en", "link-token");
    expect(sent).toEqual([
      { url: "/api/ext/mail-service/confirm-copy?storeCode=en", body: { token: "link-token" } },
    ]);
  });

  it("tells apart a sent message whose copy failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeMailService([200, 429]);
    expect(await sendContactMessage("nl", SHOP, letter, true)).toEqual({
      sent: true,
      copied: false,
    });
  });
});
