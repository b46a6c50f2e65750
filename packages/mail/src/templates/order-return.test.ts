import { describe, expect, it } from "vitest";
import type { Mail, OrderReturnData } from "../mail";
import { mailForTests } from "../mail-for-tests";
import { renderMail } from "../render-mail";

const returnData = (fields: Partial<OrderReturnData> = {}): OrderReturnData => ({
  firstname: "Anna",
  orderNumber: "100000042",
  date: "26 november 2026",
  lines: [],
  totals: {
    subtotal: "119,80 €",
    discount: null,
    couponCode: null,
    shipping: "4,95 €",
    tax: "21,65 €",
    grandTotal: "124,75 €",
  },
  shippingAddress: null,
  billingAddress: ["Anna de Vries"],
  shippingMethod: null,
  paymentMethod: "iDEAL",
  providerPayment: true,
  orderToken: "tok",
  step: "requested",
  returnNumber: "R-000007",
  returnLines: [
    {
      name: "Linnen jurk",
      options: ["Maat: M"],
      qty: 1,
      reason: "other",
      comment: "<b>Te krap</b>",
    },
  ],
  returnAddress: ["Etalage B.V.", "Keizersgracht 123", "1015 CJ Amsterdam"],
  refunded: null,
  rejectReason: null,
  ...fields,
});

const mailOf = (storeCode: "nl" | "en", data: OrderReturnData): Mail =>
  mailForTests("order-return", storeCode, data);

describe("the return mails", () => {
  it("gives the return address, what to do and the lines with their reasons, in Dutch", () => {
    const mail = renderMail(mailOf("nl", returnData()));
    expect(mail.subject).toBe("Je retour R-000007 is aangemeld");
    for (const text of [
      "Retouradres",
      "Etalage B.V.",
      "Keizersgracht 123",
      "Schrijf je retournummer R-000007",
      "Linnen jurk",
      "Maat: M",
      "Aantal: 1",
      "Reden: Anders — <b>Te krap</b>",
    ])
      expect(mail.text).toContain(text);
    // The customer's words are text, never markup.
    expect(mail.html).not.toContain("<b>Te krap</b>");
    expect(mail.html).toContain("&lt;b&gt;Te krap&lt;/b&gt;");
  });

  it("names the amount paid back and how, in English", () => {
    const mail = renderMail(mailOf("en", returnData({ step: "refunded", refunded: "1.234,50 €" })));
    expect(mail.subject).toBe("Your return R-000007 has been paid back");
    expect(mail.text).toContain("We have paid back 1.234,50 € for return R-000007 through iDEAL");
    expect(mail.text).not.toContain("Return address");
  });

  it("says the arrival and the shop's reason for a refusal", () => {
    expect(renderMail(mailOf("nl", returnData({ step: "received" }))).subject).toBe(
      "We hebben je retour R-000007 ontvangen",
    );
    const rejected = renderMail(
      mailOf("nl", returnData({ step: "rejected", rejectReason: "Gedragen" })),
    );
    expect(rejected.subject).toBe("We kunnen je retour R-000007 niet aannemen");
    expect(rejected.text).toContain("Reden: Gedragen");
  });
});
