export { issuerImageFile, methodImageFiles } from "./method-images";
export { createMollieGateway, type MollieGatewayOptions } from "./mollie/mollie-gateway";
export { amountText, paymentAmount } from "./payment-amount";
export {
  type CreatedPayment,
  type CreatedRefund,
  type NewPayment,
  type NewRefund,
  type PaymentAmount,
  type PaymentImage,
  type PaymentIssuer,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type ProviderMethod,
  type ProviderPayment,
  type RefundStatus,
} from "./payment-provider";
export {
  checkPaymentChoice,
  isOfferedMethod,
  listOfferedIssuers,
  listOfferedMethods,
  methodOfShopCode,
  type OfferedMethodId,
  offeredMethods,
  type PaymentRule,
  PaymentRuleError,
  paymentMethodMapping,
  requireIssuers,
  type ShopPaymentMethodCode,
} from "./payment-rules";
export { type PaymentStatusGroup, paymentStatusGroup } from "./payment-status-group";
export { isPaymentId } from "./sandbox/payment-id";
export { postPaymentWebhook } from "./sandbox/post-payment-webhook";
export {
  createSandboxGateway,
  type SandboxGateway,
  type SandboxGatewayOptions,
  type SandboxOutcome,
  type SandboxPayment,
  type SandboxRefund,
  type SettledPayment,
  sandboxCheckoutPath,
} from "./sandbox/sandbox-gateway";
export type {
  SandboxFinalStatus,
  SandboxPaymentRecord,
  SandboxPaymentStore,
  SandboxRefundRecord,
} from "./sandbox/sandbox-payment-store";
