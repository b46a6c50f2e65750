/** Test support: not for the shop's own code. */
export { acceptSelfSignedCertificates } from "./mollie/accept-self-signed-certificates";
export {
  type FakeMollieApi,
  type FakeMollieRequest,
  startFakeMollieApi,
} from "./mollie/fake-mollie-api";
export { createInMemorySandboxPaymentStore } from "./sandbox/in-memory-sandbox-payment-store";
