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
  }
}

/** The HTML part: one narrow column on warm paper, no images, no remote assets. */
export function renderHtml(body: MailBody, texts: LayoutTexts, storeCode: StoreCode): string {
  return [
    "<!doctype html>",
    `<html lang="${storeCode}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${sand};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${sand};"><tr><td align="center" style="padding:32px 16px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${paper};border:1px solid ${line};">`,
    `<tr><td style="padding:32px 40px 0;font-family:${serif};font-size:22px;letter-spacing:0.12em;color:${ink};">${escapeHtml(texts.shopName)}</td></tr>`,
    `<tr><td style="padding:24px 40px 32px;font-family:${sans};font-size:16px;line-height:1.6;color:${ink};">`,
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
  }
}

/** The plain-text part: the same words, links written out. */
export function renderText(body: MailBody, texts: LayoutTexts): string {
  const signature = `-- \n${texts.shopName}\n${texts.footer}`;
  return [body.greeting, ...body.blocks.map(textBlock), signature].join("\n\n");
}
