import { type NewPayment, PaymentProviderError } from "../payment-provider";
import { sandboxIssuers, sandboxMethods } from "./sandbox-catalogue";

/** What the sandbox, like Mollie, refuses to create: a 422 naming the field. */
export function checkSandboxPayment(payment: NewPayment): void {
  const { amount } = payment;
  if (amount.currency !== "EUR") {
    refuse("The currency is not supported by the sandbox: only EUR", "amount.currency");
  }
  if (!/^\d{1,10}\.\d{2}$/.test(amount.value)) {
    refuse("The amount contains an invalid value", "amount.value");
  }
  if (Number(amount.value) < 0.01) refuse("The amount is lower than the minimum", "amount");
  if (!payment.description.trim()) refuse("The description is invalid", "description");
  if (!isWebAddress(payment.redirectUrl)) refuse("The redirect URL is invalid", "redirectUrl");
  if (payment.webhookUrl !== undefined && !isWebAddress(payment.webhookUrl)) {
    refuse("The webhook URL is invalid", "webhookUrl");
  }
  if (!sandboxMethods.some((method) => method.id === payment.method)) {
    refuse("The payment method is invalid", "method");
  }
  if (payment.issuer !== undefined) {
    if (payment.method !== "ideal") {
      refuse("An issuer is only valid for iDEAL", "issuer");
    }
    if (!sandboxIssuers.some((issuer) => issuer.id === payment.issuer)) {
      refuse("The issuer is invalid", "issuer");
    }
  }
}

function refuse(message: string, field: string): never {
  throw new PaymentProviderError(message, { statusCode: 422, field });
}

function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === "https:" || protocol === "http:";
}
