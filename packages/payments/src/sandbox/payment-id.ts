import { randomInt } from "node:crypto";

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 16 base62 characters ≈ 95 bits: nobody guesses another shopper's payment. */
const randomLength = 16;

/** A new sandbox payment id in Mollie's form: `tr_` and random base62 characters. */
export function newPaymentId(): string {
  let id = "tr_";
  for (let i = 0; i < randomLength; i++) id += base62[randomInt(base62.length)];
  return id;
}

/** A new sandbox refund id in Mollie's form: `re_` and 10 random base62 characters. */
export function newRefundId(): string {
  let id = "re_";
  for (let i = 0; i < 10; i++) id += base62[randomInt(base62.length)];
  return id;
}

/** Whether a text has the form of a sandbox payment id (so junk never reaches the database). */
export function isPaymentId(text: string): boolean {
  return /^tr_[0-9A-Za-z]{16}$/.test(text);
}
