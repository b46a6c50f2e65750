import type { SandboxGateway } from "@etalage/payments";
import { sweepEvery } from "../startup/sweep-every";

/**
 * Expires overdue sandbox payments every `everyMs` and so calls their webhooks, as Mollie
 * does when a shopper walks away. Safe in several processes at once: each payment expires
 * once. Returns the stop function for the shop's shutdown.
 */
export function expireSandboxPaymentsEvery(
  sandbox: SandboxGateway,
  everyMs: number,
  log: (message: string) => void,
): () => void {
  return sweepEvery(
    "Expiring sandbox payments",
    everyMs,
    async () => {
      const expired = await sandbox.expireOverdue();
      return expired > 0 ? `Sandbox payments expired: ${expired}` : undefined;
    },
    log,
  );
}
