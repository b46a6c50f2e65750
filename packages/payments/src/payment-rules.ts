import type { PaymentIssuer, PaymentProvider, ProviderMethod } from "./payment-provider";

/**
 * The payment method mapping (docs/specification/validation.md): a provider method is offered only when it has an
 * entry here, and the entry becomes the order's `payment_method_code`.
 */
export const paymentMethodMapping = {
  ideal: "mollie_methods_ideal",
  bancontact: "mollie_methods_bancontact",
  creditcard: "mollie_methods_creditcard",
} as const;

export type OfferedMethodId = keyof typeof paymentMethodMapping;
export type ShopPaymentMethodCode = (typeof paymentMethodMapping)[OfferedMethodId];

export function isOfferedMethod(methodId: string): methodId is OfferedMethodId {
  return Object.hasOwn(paymentMethodMapping, methodId);
}

/** The provider method behind an order's payment method code (`mollie_methods_ideal` → `ideal`). */
export function methodOfShopCode(code: string): OfferedMethodId | undefined {
  const entry = Object.entries(paymentMethodMapping).find(([, shopCode]) => shopCode === code);
  return entry?.[0] as OfferedMethodId | undefined;
}

export type PaymentRule =
  | "no_payment_methods"
  | "no_issuers"
  | "method_not_offered"
  | "issuer_required";

/** A payment rule of the seed refused the request; `message` is the seed's text where it names one. */
export class PaymentRuleError extends Error {
  override readonly name = "PaymentRuleError";
  constructor(
    readonly rule: PaymentRule,
    message: string,
  ) {
    super(message);
  }
}

/** Only methods in the mapping are offered; none left is an error. */
export function offeredMethods(methods: ProviderMethod[]): ProviderMethod[] {
  const offered = methods.filter((method) => isOfferedMethod(method.id));
  if (offered.length === 0) {
    throw new PaymentRuleError("no_payment_methods", "No payment methods configured");
  }
  return offered;
}

/** Zero issuers is an error. */
export function requireIssuers(issuers: PaymentIssuer[]): PaymentIssuer[] {
  if (issuers.length === 0) throw new PaymentRuleError("no_issuers", "No issuers");
  return issuers;
}

/** A payment may be made only with an offered method, and iDEAL only with an issuer. */
export function checkPaymentChoice(choice: { method: string; issuer?: string | undefined }): void {
  if (!isOfferedMethod(choice.method)) {
    throw new PaymentRuleError(
      "method_not_offered",
      `Payment method ${choice.method} is not offered`,
    );
  }
  if (choice.method === "ideal" && !choice.issuer) {
    throw new PaymentRuleError("issuer_required", "iDEAL requires an issuer");
  }
}

/** The provider's methods as the shop offers them. */
export async function listOfferedMethods(provider: PaymentProvider): Promise<ProviderMethod[]> {
  return offeredMethods(await provider.listMethods());
}

/** The provider's iDEAL banks; none is an error. */
export async function listOfferedIssuers(provider: PaymentProvider): Promise<PaymentIssuer[]> {
  return requireIssuers(await provider.listIdealIssuers());
}
