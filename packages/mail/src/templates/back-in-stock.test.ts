import { describe, expect, it } from "vitest";
import type { Mail } from "../mail";
import { mailForTests } from "../mail-for-tests";
import { renderMail } from "../render-mail";

const mail = (storeCode: "nl" | "en", productName = "Linnen jurk"): Mail =>
  mailForTests("back-in-stock", storeCode, {
    firstname: "Anna",
    productName,
    pageSku: "JURK 1",
    urlKey: "linnen-jurk",
    childSku: "JURK-1-M",
  });

describe("the back-in-stock mail", () => {
  it("names the product in Dutch and links to its page with the size chosen", () => {
    const rendered = renderMail(mail("nl"));
    expect(rendered.subject).toBe("Linnen jurk is weer op voorraad");
    expect(rendered.text).toContain("Hallo Anna,");
    expect(rendered.text).toContain("https://shop.example/p/JURK%201/linnen-jurk/JURK-1-M");
    expect(rendered.html).toContain('href="https://shop.example/p/JURK%201/linnen-jurk/JURK-1-M"');
  });

  it("speaks English for the English store view and links under /en", () => {
    const rendered = renderMail(mail("en", "Linen dress"));
    expect(rendered.subject).toBe("Linen dress is back in stock");
    expect(rendered.text).toContain("Hello Anna,");
    expect(rendered.text).toContain("https://shop.example/en/p/JURK%201/linnen-jurk/JURK-1-M");
  });

  it("keeps markup in a product name as text", () => {
    const rendered = renderMail(mail("nl", "<b>Jurk</b>"));
    expect(rendered.html).not.toContain("<b>Jurk</b>");
    expect(rendered.html).toContain("&lt;b&gt;Jurk&lt;/b&gt;");
  });
});
