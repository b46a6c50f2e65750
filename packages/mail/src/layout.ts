import type { StoreCode } from "@etalage/contracts";
import escapeHtml from "escape-html";
import type { MailBlock, MailBody } from "./mail-body";

/** The storefront's calm palette (apps/storefront/app/styles/base.css), inline for mail clients. */
const paper = "#faf8f4";
const sand = "#efe9e0";
const ink = "#1d1b18";
const inkSoft = "#5f5952";
const line = "#e3ddd3";
const serif = "Georgia, 'Times New Roman', serif";
const sans = "'Helvetica Neue', Arial, sans-serif";

export interface LayoutTexts {
  shopName: string;
  footer: string;
}

/** Only web links go into an href; anything else would be a way to smuggle in script. */
function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`A mail links only to http(s) addresses, not ${url.protocol}`);
  }
  return url.toString();
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:24px 0 0;font-size:13px;color:${inkSoft};">${escapeHtml(block.text)}</p>`;
    case "action":
      return `<p style="margin:24px 0;"><a href="${escapeHtml(safeHref(block.href))}" style="display:inline-block;padding:12px 24px;background:${ink};color:${paper};text-decoration:none;border-radius:2px;">${escapeHtml(block.label)}</a></p>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${line};white-space:pre-wrap;">${escapeHtml(block.text)}</blockquote>`;
    case "small-link":
      return `<p style="margin:24px 0 0;font-size:13px;color:${inkSoft};">${escapeHtml(block.text)} <a href="${escapeHtml(safeHref(block.href))}" style="color:${inkSoft};">${escapeHtml(block.label)}</a></p>`;
    case "heading":
      return `<h2 style="margin:32px 0 4px;padding:0 0 8px;border-bottom:1px solid ${line};font-family:${serif};font-size:18px;font-weight:normal;letter-spacing:0.02em;">${escapeHtml(block.text)}</h2>`;
    case "facts":
      return table(
        block.rows.map(
          (row) =>
            `<tr><td style="padding:6px 12px 6px 0;color:${inkSoft};vertical-align:top;">${escapeHtml(row.label)}</td><td style="padding:6px 0;text-align:right;vertical-align:top;">${escapeHtml(row.value)}</td></tr>`,
        ),
        "margin:8px 0 0;font-size:14px;",
      );
    case "lines":
      return table(
        block.lines.map(
          (item) =>
            `<tr><td style="padding:14px 12px 14px 0;border-bottom:1px solid ${line};vertical-align:top;"><div style="font-size:15px;">${escapeHtml(item.name)}</div>${item.details.map((detail) => `<div style="font-size:13px;color:${inkSoft};">${escapeHtml(detail)}</div>`).join("")}</td><td style="padding:14px 0;border-bottom:1px solid ${line};text-align:right;vertical-align:top;white-space:nowrap;font-size:15px;">${escapeHtml(item.amount)}</td></tr>`,
        ),
        "margin:0;",
      );
    case "totals":
      return table(
        block.rows.map((row) =>
          row.total
            ? `<tr><td style="padding:12px 12px 0 0;border-top:1px solid ${ink};font-family:${serif};font-size:18px;">${escapeHtml(row.label)}</td><td style="padding:12px 0 0;border-top:1px solid ${ink};text-align:right;white-space:nowrap;font-family:${serif};font-size:18px;">${escapeHtml(row.value)}</td></tr>`
            : `<tr><td style="padding:4px 12px 8px 0;color:${inkSoft};">${escapeHtml(row.label)}</td><td style="padding:4px 0 8px;text-align:right;white-space:nowrap;">${escapeHtml(row.value)}</td></tr>`,
        ),
        "margin:12px 0 8px;font-size:14px;",
      );
    case "addresses":
      return `<div style="margin:12px 0 0;font-size:0;">${block.addresses
        .map(
          (address) =>
            `<div class="mail-address" style="display:inline-block;vertical-align:top;width:50%;min-width:200px;margin:0 0 16px;font-size:14px;line-height:1.5;"><div style="margin:0 0 4px;font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${inkSoft};">${escapeHtml(address.title)}</div>${address.lines.map((text) => `<div>${escapeHtml(text)}</div>`).join("")}</div>`,
        )
        .join("")}</div>`;
  }
}

/** A full-width layout table of rows already written. */
function table(rows: string[], style: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${style}border-collapse:collapse;">${rows.join("")}</table>`;
}

/** The HTML part: one narrow column on warm paper, no images, no remote assets. */
export function renderHtml(body: MailBody, texts: LayoutTexts, storeCode: StoreCode): string {
  return [
    "<!doctype html>",
    `<html lang="${storeCode}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    // Narrow screens get narrower margins; clients that drop this keep the wide layout.
    "<style>@media (max-width:480px){.mail-outer{padding:16px 8px!important}.mail-pad{padding-left:20px!important;padding-right:20px!important}.mail-address{width:100%!important}}</style>",
    `<title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${sand};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${sand};"><tr><td class="mail-outer" align="center" style="padding:32px 16px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${paper};border:1px solid ${line};">`,
    `<tr><td class="mail-pad" style="padding:32px 40px 0;font-family:${serif};font-size:22px;letter-spacing:0.12em;color:${ink};">${escapeHtml(texts.shopName)}</td></tr>`,
    `<tr><td class="mail-pad" style="padding:24px 40px 32px;font-family:${sans};font-size:16px;line-height:1.6;color:${ink};">`,
    `<p style="margin:0 0 16px;font-family:${serif};font-size:20px;">${escapeHtml(body.greeting)}</p>`,
    ...body.blocks.map(htmlBlock),
    "</td></tr></table>",
    `<p style="max-width:560px;margin:16px auto 0;font-family:${sans};font-size:12px;line-height:1.5;color:${inkSoft};">${escapeHtml(texts.footer)}</p>`,
    "</td></tr></table>",
    "</body></html>",
  ].join("\n");
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
    case "quote":
      return block.text;
    case "action":
      return `${block.label}:\n${safeHref(block.href)}`;
    case "small-link":
      return `${block.text} ${block.label}:\n${safeHref(block.href)}`;
    case "heading":
      return `${block.text}\n${"-".repeat(block.text.length)}`;
    case "facts":
    case "totals":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "lines":
      return block.lines
        .map((item) =>
          [`${item.name} — ${item.amount}`, ...item.details.map((d) => `  ${d}`)].join("\n"),
        )
        .join("\n\n");
    case "addresses":
      return block.addresses
        .map((address) => [address.title, ...address.lines].join("\n"))
        .join("\n\n");
  }
}

/** The plain-text part: the same words, links written out. */
export function renderText(body: MailBody, texts: LayoutTexts): string {
  const signature = `-- \n${texts.shopName}\n${texts.footer}`;
  return [body.greeting, ...body.blocks.map(textBlock), signature].join("\n\n");
}
