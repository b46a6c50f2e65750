import {
  createMollieGateway,
  createSandboxGateway,
  type PaymentProvider,
  postPaymentWebhook,
  type SandboxGateway,
  type SandboxPaymentStore,
} from "@etalage/payments";
import type { Settings } from "../config";
import { issuerImagePath, methodImagePath } from "./method-image-paths";

export interface PaymentChoice {
  provider: PaymentProvider;
  /** The built-in gateway, for its hosted page; undefined when Mollie takes the payments. */
  sandbox: SandboxGateway | undefined;
}

export interface PaymentParts {
  /** Where the sandbox keeps its payments: databaseSandboxPaymentStore(db) in the shop. */
  sandboxStore: SandboxPaymentStore;
  /** Calls the shop's webhook for the sandbox; a real HTTP POST unless a test hands in another. */
  notifyWebhook?: (webhookUrl: string, paymentId: string) => Promise<void>;
  /** Mollie's API root, for tests against a local fake only. */
  mollieApiEndpoint?: string;
}

/**
 * Mollie when MOLLIE_API_KEY is set, else the sandbox gateway inside the shop — which lets a
 * shopper mark her own order paid, so production takes it only in test mode (PAYMENTS_SANDBOX=on,
 * see startup/production-settings.ts).
 */
export function choosePaymentProvider(
  settings: Pick<
    Settings,
    "mollieApiKey" | "paymentExpiryMinutes" | "publicUrl" | "production" | "paymentsSandbox"
  >,
  parts: PaymentParts,
): PaymentChoice {
  if (settings.mollieApiKey) {
    const provider = createMollieGateway({
      apiKey: settings.mollieApiKey,
      ...(parts.mollieApiEndpoint ? { apiEndpoint: parts.mollieApiEndpoint } : {}),
    });
    return { provider, sandbox: undefined };
  }
  if (settings.production && !settings.paymentsSandbox)
    throw new Error(
      "NODE_ENV=production takes no payments in the sandbox: set MOLLIE_API_KEY=live_…, or PAYMENTS_SANDBOX=on to run in test mode",
    );
  // Without PUBLIC_URL the addresses stay on the page's own origin (root-relative images,
  // and the hosted page on the redirect URL's origin).
  const origin = settings.publicUrl ?? "";
  const sandbox = createSandboxGateway({
    store: parts.sandboxStore,
    notifyWebhook: parts.notifyWebhook ?? postPaymentWebhook,
    expiryMinutes: settings.paymentExpiryMinutes,
    shopOrigin: settings.publicUrl,
    methodImageUrl: (method) => `${origin}${methodImagePath(method)}`,
    issuerImageUrl: `${origin}${issuerImagePath}`,
  });
  return { provider: sandbox, sandbox };
}
