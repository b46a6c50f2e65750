import { describe, expect, it } from "vitest";
import { renderMail } from "../render-mail";

const origin = "https://shop.example/some/page";
const to = { address: "lezer@example.com" };

describe("the newsletter's mails", () => {
  it("carry one-click unsubscribe headers to the API, without the store view prefix", () => {
    const mail = renderMail({
      template: "newsletter-confirm",
      to,
      storeCode: "en",
      origin,
      data: { confirmToken: "c-1", unsubscribeToken: "u-1", percent: "10" },
    });
    expect(mail.headers).toEqual({
      "List-Unsubscribe":
        "<https://shop.example/api/ext/mailchimp-subscribe/unsubscribe?token=u-1>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain("https://shop.example/en/newsletter/confirm?token=c-1");
    expect(mail.text).toContain("https://shop.example/en/newsletter/unsubscribe?token=u-1");
    expect(mail.html).toContain('href="https://shop.example/en/newsletter/unsubscribe?token=u-1"');
  });

  it("name the welcome code and its discount in Dutch by default", () => {
    const mail = renderMail({
      template: "newsletter-welcome",
      to,
      storeCode: "nl",
      origin,
      data: { couponCode: "WELKOM-ABCDE-FGHJK", percent: "10", unsubscribeToken: "u-2" },
    });
    expect(mail.subject).toBe("Welkom bij de nieuwsbrief: je kortingscode van 10%");
    expect(mail.text).toContain("WELKOM-ABCDE-FGHJK");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

describe("the contact form's mails", () => {
  const message = {
    sourceAddress: "klant@example.com",
    subject: "<b>Vraag</b>",
    message: "Regel 1\n<script>alert(1)</script>",
  };

  it("keep the shopper's words as text in the HTML part, line breaks kept", () => {
    const mail = renderMail({ template: "contact", to, storeCode: "nl", origin, data: message });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Regel 1\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("white-space:pre-wrap");
    expect(mail.subject).toBe("Contactformulier: <b>Vraag</b>");
    expect(mail.headers).toEqual({ "Reply-To": "klant@example.com" });
  });

  it("send the shopper's copy in their language, without a Reply-To", () => {
    const mail = renderMail({
      template: "contact-copy",
      to,
      storeCode: "en",
      origin,
      data: message,
    });
    expect(mail.subject).toBe("Your message to Etalage: <b>Vraag</b>");
    expect(mail.headers).toBeUndefined();
  });
});
