import { describe, expect, it } from "vitest";
import { readSettings } from "../config";

describe("the mail settings", () => {
  it("writes mails to the outbox folder from Etalage <shop@etalage.localhost> unless told", () => {
    const settings = readSettings({});
    expect([settings.smtpUrl, settings.mailFrom]).toEqual([
      undefined,
      "Etalage <shop@etalage.localhost>",
    ]);
  });

  it("takes an SMTP relay with its login from SMTP_URL and the sender from MAIL_FROM", () => {
    const settings = readSettings({
      SMTP_URL: "smtps://winkel:geheim@mail.example:465",
      MAIL_FROM: "Winkel <hallo@winkel.example>",
    });
    expect(settings.smtpUrl).toBe("smtps://winkel:geheim@mail.example:465");
    expect(settings.mailFrom).toBe("Winkel <hallo@winkel.example>");
    expect(readSettings({ MAIL_FROM: "hallo@winkel.example" }).mailFrom).toBe(
      "hallo@winkel.example",
    );
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps:// and a MAIL_FROM without address", () => {
    expect(() => readSettings({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
    expect(() => readSettings({ SMTP_URL: "mail.example:25" })).toThrow(/SMTP_URL/);
    expect(() => readSettings({ MAIL_FROM: "Etalage" })).toThrow(/MAIL_FROM/);
  });
});
