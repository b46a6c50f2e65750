import { formatShopDate, type StoreCode } from "@etalage/contracts";
import type { SandboxPayment, SandboxRefund } from "@etalage/payments";
import escapeHtml from "escape-html";
import { centsOf, formatAmount, valueOfCents } from "./sandbox-formats";
import { SANDBOX_TEXTS } from "./sandbox-texts";

/**
 * A paid payment's refunds, as Mollie's dashboard lists them: each refund's id, amount and
 * time, and what is left to refund. Every value is text, escaped.
 */
export function renderRefundsSection(
  lang: StoreCode,
  payment: SandboxPayment,
  refunds: readonly SandboxRefund[],
): string {
  if (payment.status !== "paid" && refunds.length === 0) return "";
  const t = SANDBOX_TEXTS[lang];
  const e = (value: string) => escapeHtml(value);
  const amount = (value: string) => e(formatAmount(lang, payment.amount.currency, value));
  const refunded = refunds.reduce((sum, refund) => sum + centsOf(refund.amount.value), 0);
  const left = Math.max(0, centsOf(payment.amount.value) - refunded);
  const items = refunds
    .map(
      (refund) => `<li>
<span class="refund-id">${e(refund.id)}</span>
<span class="refund-amount">${amount(refund.amount.value)}</span>
<time datetime="${e(refund.createdAt)}">${e(formatShopDate(refund.createdAt))}</time>${
        refund.description
          ? `\n<span class="refund-description">${e(refund.description)}</span>`
          : ""
      }
</li>`,
    )
    .join("\n");
  const list = refunds.length
    ? `<ul class="refunds">\n${items}\n</ul>`
    : `<p>${e(t.noRefunds)}</p>`;
  return `<section class="refunds" aria-labelledby="refunds-title">
<h2 id="refunds-title">${e(t.refunds)}</h2>
${list}
<p class="left">${e(t.leftToRefund)}: <strong>${amount(valueOfCents(left))}</strong></p>
</section>`;
}
