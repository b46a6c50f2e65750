import type { NewSandboxPayment } from "./sandbox-payment-rows";

/** An open iDEAL payment of € 65 for order 12, created at 10:00 and due at 10:15 (1 March 2026). */
export function testSandboxPayment(
  id: string,
  changes: Partial<NewSandboxPayment> = {},
): NewSandboxPayment {
  return {
    id,
    status: "open",
    currency: "EUR",
    amount_value: "65.00",
    description: "Bestelling 000000012",
    method: "ideal",
    issuer: "ideal_INGBNL2A",
    redirect_url: "https://winkel.example/order-status/abc",
    webhook_url: "https://winkel.example/api/ext/mollie/webhook",
    metadata: JSON.stringify({ orderId: 12 }),
    created_at: "2026-03-01T10:00:00.000Z",
    expires_at: "2026-03-01T10:15:00.000Z",
    settled_at: null,
    ...changes,
  };
}
