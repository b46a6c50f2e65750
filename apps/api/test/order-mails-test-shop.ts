import type { ProductDocument } from "@etalage/contracts";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll } from "vitest";
import { type CartApi, cartApi, dutchAddress, orderBody, plainProducts } from "./cart-test-shop";
import { type PaymentApi, paymentApi } from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import { outboxMails, waitForMails } from "./user-test-shop";

/** The shop of an order-mail test file, with its cart and payment calls and two plain products. */
export interface OrderMailsShop {
  shop: TestShop;
  cart: CartApi;
  pay: PaymentApi;
  dress: ProductDocument;
  scarf: ProductDocument;
}

/**
 * The shop of an order-mail test file, started before its tests and closed after them, and the
 * helpers that read the mails of one shopper's orders. The fields are there once the tests run.
 */
export function orderMailsShopForTests() {
  const ctx = {} as OrderMailsShop;
  beforeAll(async () => {
    ctx.shop = await startTestShop();
    ctx.cart = cartApi(ctx.shop);
    ctx.pay = paymentApi(ctx.shop);
    [ctx.dress, ctx.scarf] = (await plainProducts(ctx.shop, 2)) as [
      ProductDocument,
      ProductDocument,
    ];
  });
  afterAll(() => ctx.shop?.close());

  const db = () => ctx.shop.shop.database.db;

  let shoppers = 0;
  /** An address no other order of the run uses, so each test reads only its own mails. */
  function newEmail(): string {
    shoppers += 1;
    return `koper${shoppers}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  }

  /** The order body with its own shopper address, optionally other addresses and fields. */
  function bodyFor(
    email: string,
    products: Parameters<typeof orderBody>[0],
    {
      billing = {},
      shipping = {},
      ...fields
    }: { billing?: object; shipping?: object; cart_id?: string; store_code?: string } = {},
  ) {
    const body = orderBody(products, fields);
    body.addressInformation.billingAddress = { ...dutchAddress, email, ...billing };
    body.addressInformation.shippingAddress = { ...dutchAddress, email, ...shipping };
    return body;
  }

  /** The order mails of one template for an address, read from DATA_DIR/outbox and parsed. */
  async function mailsOf(email: string, template: string, count = 1): Promise<ParsedMail[]> {
    const found = await waitForMails(ctx.shop, email, template, count);
    return Promise.all(found.map((mail) => simpleParser(mail.raw)));
  }

  /** Every mail the outbox table holds for an address, sent or not. */
  const outboxRows = (email: string) =>
    db()
      .selectFrom("mail_outbox")
      .select(["template", "status", "store_code"])
      .where("recipient_address", "=", email)
      .orderBy("id")
      .execute();

  /** After the mail room has sent what is due: how many mails of a template an address got. */
  async function countOf(email: string, template: string): Promise<number> {
    await ctx.shop.shop.mail.sendDue();
    return (await outboxMails(ctx.shop, email, template)).length;
  }

  return { ctx, db, newEmail, bodyFor, mailsOf, outboxRows, countOf };
}
