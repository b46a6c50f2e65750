import type { SandboxGateway } from "@etalage/payments";

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
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const expired = await sandbox.expireOverdue();
      if (expired > 0) log(`Sandbox payments expired: ${expired}`);
    } catch (error) {
      log(`Expiring sandbox payments failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
