import { describe, expect, it } from "vitest";
import type { Mail } from "./mail";
import { mailForTests, TEST_RECIPIENT } from "./mail-for-tests";
import { renderMail } from "./render-mail";

const welcome = (storeCode: "nl" | "en", firstname = "Anna"): Mail =>
  mailForTests("welcome", storeCode, { firstname, lastname: "de Vries" });
const resetPassword = (storeCode: "nl" | "en"): Mail =>
  mailForTests("reset-password", storeCode, {
    firstname: "Anna",
    email: "anna+shop@example.com",
    token: "t0k&n=1",
  });
const passwordChanged = (storeCode: "nl" | "en"): Mail =>
  mailForTests("password-changed", storeCode, { firstname: "Anna" });

describe("the mails' templates", () => {
  it("welcomes a new account in Dutch by default, in HTML and plain text", () => {
    const mail = renderMail(welcome("nl"));
    expect(mail.subject).toBe("Welkom bij Etalage");
    expect(mail.text).toContain("Hallo Anna,");
    expect(mail.text).toContain("Welkom bij Etalage, Anna de Vries.");
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain("Hallo Anna,");
    expect(mail.html).toContain('href="https://shop.example/"');
    expect(mail.slug).toBe("welcome");
    expect(mail.to).toEqual(TEST_RECIPIENT);
  });

  it("welcomes in English for the English store view, linking to /en", () => {
    const mail = renderMail(welcome("en"));
    expect(mail.subject).toBe("Welcome to Etalage");
    expect(mail.text).toContain("Hello Anna,");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://shop.example/en/"');
    expect(mail.text).toContain("https://shop.example/en/");
  });

  it("keeps <script> in a first name as text, never as markup", () => {
    const mail = renderMail(welcome("nl", '<script>alert("x")</script>'));
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hallo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,");
    expect(mail.text).toContain('Hallo <script>alert("x")</script>,');
  });

  it("links the reset-password mail to the create-password screen with address and token", () => {
    const nl = renderMail(resetPassword("nl"));
    const link =
      "https://shop.example/reset-password?email=anna%2Bshop%40example.com&token=t0k%26n%3D1";
    expect(nl.subject).toBe("Stel een nieuw wachtwoord in");
    expect(nl.text).toContain(`Nieuw wachtwoord instellen:\n${link}`);
    expect(nl.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    const en = renderMail(resetPassword("en"));
    expect(en.subject).toBe("Set a new password");
    expect(en.text).toContain(
      "https://shop.example/en/reset-password?email=anna%2Bshop%40example.com&token=t0k%26n%3D1",
    );
  });

  it("tells in both languages that the password was changed", () => {
    expect(renderMail(passwordChanged("nl")).subject).toBe("Je wachtwoord is gewijzigd");
    expect(renderMail(passwordChanged("en")).subject).toBe("Your password was changed");
    expect(renderMail(passwordChanged("en")).text).toContain("Was this not you?");
  });

  it("uses no remote assets: no images, stylesheets or scripts", () => {
    for (const mail of [welcome("nl"), resetPassword("en"), passwordChanged("nl")]) {
      const { html } = renderMail(mail);
      expect(html).not.toMatch(/<img|<link|<script|src=|url\(/i);
    }
  });

  it("refuses to link anywhere but the web", () => {
    expect(() => renderMail({ ...welcome("nl"), origin: "javascript:alert(1)" })).toThrow();
  });
});
