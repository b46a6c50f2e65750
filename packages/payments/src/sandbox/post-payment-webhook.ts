/** How long the shop's webhook may take before the sandbox gives up on one call. */
const webhookTimeoutMs = 10_000;

/**
 * Calls a webhook as Mollie does: a POST with the single form field `id`, nothing else, so
 * the shop must fetch the payment to learn what happened. Throws when it does not answer 2xx.
 */
export async function postPaymentWebhook(url: string, paymentId: string): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id: paymentId }).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(webhookTimeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook ${url} answered ${response.status}`);
}
