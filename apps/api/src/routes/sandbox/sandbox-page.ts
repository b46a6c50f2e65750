import { createHash } from "node:crypto";
import type { StoreCode } from "@etalage/contracts";
import type { SandboxOutcome, SandboxPayment, SandboxRefund } from "@etalage/payments";
import escapeHtml from "escape-html";
import { formatAmount } from "./sandbox-formats";
import { renderRefundsSection } from "./sandbox-refunds-section";
import { SANDBOX_TEXTS } from "./sandbox-texts";

/** The storefront's calm look (apps/storefront/app/styles/base.css), in one style element. */
const STYLE = `
:root{--paper:#faf8f4;--sand:#efe9e0;--ink:#1d1b18;--ink-soft:#5f5952;--line:#e3ddd3;
--serif:"Iowan Old Style","Palatino Linotype",Palatino,Georgia,"Times New Roman",serif;
--sans:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:400 1rem/1.6 var(--sans)}
main{max-width:34rem;margin:0 auto;padding:48px 16px}
.mark{font:400 .75rem/1 var(--sans);letter-spacing:.14em;text-transform:uppercase;color:var(--ink-soft)}
h1{font:400 2rem/1.2 var(--serif);margin:12px 0 8px}
p{color:var(--ink-soft);margin:0 0 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 24px;margin:0 0 32px;padding:24px;background:var(--sand);border:1px solid var(--line)}
dt{color:var(--ink-soft)}dd{margin:0;display:flex;align-items:center;gap:8px}
dd img{width:32px;height:24px}
h2{font:400 1.25rem/1.3 var(--serif);margin:0 0 12px}
form{display:flex;flex-wrap:wrap;gap:8px}
button{font:inherit;padding:10px 18px;border:1px solid var(--ink);background:transparent;color:var(--ink);cursor:pointer;border-radius:2px}
button.paid{background:var(--ink);color:var(--paper)}
button:focus-visible,a:focus-visible{outline:2px solid var(--ink);outline-offset:2px}
a{color:var(--ink)}
section.refunds{margin:0 0 24px}
ul.refunds{list-style:none;margin:0 0 16px;padding:0;border-top:1px solid var(--line)}
ul.refunds li{display:grid;grid-template-columns:1fr auto;gap:2px 16px;padding:12px 0;border-bottom:1px solid var(--line)}
.refund-id{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9rem;overflow-wrap:anywhere}
.refund-amount{text-align:right;white-space:nowrap}
ul.refunds time,.refund-description{color:var(--ink-soft);font-size:.9rem}
.refund-description{grid-column:1/-1}
p.left strong{color:var(--ink);font-weight:600;white-space:nowrap}
`;

/** The page's Content-Security-Policy: its one style element by hash, no script at all. */
export function sandboxPagePolicy(formTargets: readonly string[]): string {
  const styleHash = createHash("sha256").update(STYLE, "utf8").digest("base64");
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "img-src 'self'",
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join("")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

const OUTCOMES: readonly SandboxOutcome[] = ["paid", "failed", "canceled", "expired", "open"];

function page(lang: StoreCode, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<div class="mark">Etalage · sandbox</div>
${body}
</main></body>
</html>`;
}

export interface SandboxPageFacts {
  payment: SandboxPayment;
  lang: StoreCode;
  methodName: string;
  methodImage: string | undefined;
  issuerName: string | undefined;
  /** Where the form posts (the page's own path, with its language). */
  action: string;
  /** The payment's refunds, the oldest first. */
  refunds: readonly SandboxRefund[];
}

/** The hosted page of one payment: what is paid, the outcomes to choose from, its refunds. */
export function renderSandboxPage(facts: SandboxPageFacts): string {
  const { payment, lang } = facts;
  const t = SANDBOX_TEXTS[lang];
  const e = (value: string) => escapeHtml(value);
  const image = facts.methodImage ? `<img src="${e(facts.methodImage)}" alt="">` : "";
  const rows = [
    [t.amount, e(formatAmount(lang, payment.amount.currency, payment.amount.value))],
    [
      t.method,
      `${image}${e(Object.hasOwn(t.methods, payment.method) ? t.methods[payment.method]! : facts.methodName)}`,
    ],
    ...(facts.issuerName ? [[t.issuer, e(facts.issuerName)]] : []),
    [t.description, e(payment.description)],
  ]
    .map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`)
    .join("");
  const choice =
    payment.status === "open"
      ? `<h2>${e(t.choose)}</h2>
<form method="post" action="${e(facts.action)}">
${OUTCOMES.map(
  (outcome) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${outcome}">${e(t.outcomes[outcome])}</button>`,
).join("\n")}
</form>`
      : `<p>${e(t.settled(t.outcomes[payment.status]))}</p>
${renderRefundsSection(lang, payment, facts.refunds)}
<p><a href="${e(payment.redirectUrl)}">${e(t.back)}</a></p>`;
  return page(
    lang,
    t.title,
    `<h1>${e(t.title)}</h1>
<p>${e(t.lead)}</p>
<dl>${rows}</dl>
${choice}`,
  );
}

/** The page for an id the sandbox does not know. */
export function renderSandboxNotFound(lang: StoreCode): string {
  const t = SANDBOX_TEXTS[lang];
  return page(
    lang,
    t.notFound,
    `<h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundLead)}</p><p><a href="/${lang === "en" ? "en" : ""}">${escapeHtml(t.back)}</a></p>`,
  );
}
