/** Test support: not for the shop's own code. */
export {
  acceptSelfSignedCertificates,
  type FakeMollieApi,
  type FakeMollieRequest,
  startFakeMollieApi,
} from "./mollie/fake-mollie-api";
export { createInMemorySandboxPaymentStore } from "./sandbox/in-memory-sandbox-payment-store";
