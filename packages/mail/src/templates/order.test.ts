import { describe, expect, it } from "vitest";
import type { Mail, OrderMailData } from "../mail";
import { mailForTests } from "../mail-for-tests";
import { renderMail } from "../render-mail";

const order = (fields: Partial<OrderMailData> = {}): OrderMailData => ({
  firstname: "Anna",
  orderNumber: "100000042",
  date: "26 november 2026",
  lines: [
    {
      name: "Linnen jurk",
      options: ["Kleur: Zwart", "Maat: M"],
      qty: 2,
      unitPrice: "59,90 €",
      rowTotal: "119,80 €",
    },
  ],
  totals: {
    subtotal: "119,80 €",
    discount: "-11,98 €",
    couponCode: "WELKOM10",
    shipping: "4,95 €",
    tax: "19,57 €",
    grandTotal: "112,77 €",
  },
  shippingAddress: ["Anna de Vries", "Prinsengracht 263", "1016 GV Amsterdam", "Nederland"],
  billingAddress: ["Anna de Vries", "Keizersgracht 1", "1015 CJ Amsterdam", "Nederland"],
  shippingMethod: "Verzending",
  paymentMethod: "iDEAL",
  providerPayment: true,
  orderToken: "tok/en+1",
  ...fields,
});

const confirmation = (storeCode: "nl" | "en", data = order()): Mail =>
  mailForTests("order-confirmation", storeCode, data);

describe("the order confirmation mail", () => {
  it("lists lines with options and quantities, totals and both addresses, in Dutch", () => {
    const mail = renderMail(confirmation("nl"));
    expect(mail.subject).toBe("Bevestiging van je bestelling 100000042");
    expect(mail.html).toContain('<html lang="nl">');
    for (const text of [
      "Hallo Anna,",
      "Linnen jurk — 119,80 €",
      "  Kleur: Zwart",
      "  Maat: M",
      "  2 × 59,90 €",
      "Subtotaal: 119,80 €",
      "Korting (WELKOM10): -11,98 €",
      "Verzendkosten: 4,95 €",
      "Totaal: 112,77 €",
      "Waarvan btw: 19,57 €",
      "Bezorgadres\nAnna de Vries\nPrinsengracht 263\n1016 GV Amsterdam\nNederland",
      "Factuuradres\nAnna de Vries\nKeizersgracht 1",
      "Betaalmethode: iDEAL",
      "Ordernummer: 100000042",
    ])
      expect(mail.text).toContain(text);
  });

  it("links a provider payment to its order-status page, under /en in English", () => {
    const nl = renderMail(confirmation("nl"));
    expect(nl.text).toContain(
      "Bekijk je betaalstatus:\nhttps://shop.example/order-status/tok%2Fen%2B1",
    );
    const en = renderMail(confirmation("en"));
    expect(en.subject).toBe("Confirmation of your order 100000042");
    expect(en.text).toContain("Hello Anna,");
    expect(en.text).toContain("Of which VAT: 19,57 €");
    expect(en.html).toContain('href="https://shop.example/en/order-status/tok%2Fen%2B1"');
    expect(en.html).toContain('href="https://shop.example/en/contact"');
  });

  it("tells a cash-on-delivery shopper the amount to pay and has no payment-status link", () => {
    const mail = renderMail(
      confirmation(
        "nl",
        order({ providerPayment: false, paymentMethod: "Betalen bij aflevering" }),
      ),
    );
    expect(mail.text).toContain("Je betaalt 112,77 € bij aflevering.");
    expect(mail.text).not.toContain("order-status");
  });

  it("leaves out discount and delivery address when the order has none", () => {
    const data = order({
      shippingAddress: null,
      shippingMethod: null,
      totals: { ...order().totals, discount: null, couponCode: null, shipping: null },
    });
    const mail = renderMail(confirmation("nl", data));
    expect(mail.text).not.toContain("Korting");
    expect(mail.text).not.toContain("Bezorgadres");
    expect(mail.text).not.toContain("Verzendkosten");
    expect(mail.text).toContain("Factuuradres");
  });

  it("keeps a shopper's name, street and product text as text in the HTML part", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const mail = renderMail(
      confirmation(
        "nl",
        order({
          firstname: hostile,
          shippingAddress: [`${hostile} de Vries`, "<script>alert(2)</script> 1"],
        }),
      ),
    );
    expect(mail.html).not.toMatch(/<img|<script/i);
    expect(mail.html).toContain("Hallo &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(mail.html).toContain("&lt;script&gt;alert(2)&lt;/script&gt; 1");
    expect(mail.text).toContain(`Hallo ${hostile},`);
  });
});

describe("the payment received and cancelled mails", () => {
  it("confirm the payment once with the amount and method, linking to the order", () => {
    const mail = renderMail(mailForTests("order-paid", "nl", order()));
    expect(mail.subject).toBe("We hebben je betaling ontvangen: bestelling 100000042");
    expect(mail.text).toContain("Je betaling van 112,77 € met iDEAL is binnen.");
    expect(mail.text).toContain("https://shop.example/order-status/tok%2Fen%2B1");
  });

  it("say why the order was cancelled, in the shopper's language", () => {
    const canceled = (storeCode: "nl" | "en", reason: "failed" | "expired") =>
      renderMail(mailForTests("order-canceled", storeCode, { ...order(), reason }));
    expect(canceled("nl", "failed").subject).toBe("Je bestelling 100000042 is geannuleerd");
    expect(canceled("nl", "failed").text).toContain(
      "Je betaling voor bestelling 100000042 is niet gelukt.",
    );
    expect(canceled("en", "expired").subject).toBe("Your order 100000042 has been cancelled");
    expect(canceled("en", "expired").text).toContain(
      "We did not receive your payment for order 100000042 in time.",
    );
    expect(canceled("en", "expired").text).not.toContain("order-status");
  });

  it("use no remote assets", () => {
    for (const template of ["order-confirmation", "order-paid"] as const) {
      const { html } = renderMail(mailForTests(template, "nl", order()));
      expect(html).not.toMatch(/<img|<link|<script|src=|url\(/i);
    }
  });
});
