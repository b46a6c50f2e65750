import type { MailBlock, MailRow } from "../mail-body";
import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/**
 * A return at each of its steps: asked (with the return address and what to do), arrived,
 * paid back (with the amount) or refused (with the shop's reason).
 */
export const orderReturn: MailTemplate<"order-return"> = (texts, data, links) => {
  const words = {
    firstname: data.firstname,
    orderNumber: data.orderNumber,
    returnNumber: data.returnNumber,
    amount: data.refunded ?? "",
    paymentMethod: data.paymentMethod,
  };
  const step = texts[data.step];
  const rows: MailRow[] = [
    { label: texts.returnNumber, value: data.returnNumber },
    { label: texts.orderNumber, value: data.orderNumber },
  ];
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: fill(step.intro, words) },
    { kind: "facts", rows },
  ];
  if (data.step === "requested")
    blocks.push(
      { kind: "heading", text: texts.addressHeading },
      { kind: "addresses", addresses: [{ title: texts.addressTitle, lines: data.returnAddress }] },
      { kind: "paragraph", text: fill(texts.instructions, words) },
    );
  if (data.step === "rejected" && data.rejectReason)
    blocks.push({
      kind: "paragraph",
      text: fill(texts.rejectReason, { reason: data.rejectReason }),
    });
  if (data.returnLines.length > 0)
    blocks.push(
      { kind: "heading", text: texts.linesHeading },
      {
        kind: "lines",
        lines: data.returnLines.map((line) => ({
          name: line.name,
          details: [
            ...line.options,
            fill(texts.qty, { qty: String(line.qty) }),
            fill(texts.reason, {
              reason: texts.reasons[line.reason as keyof typeof texts.reasons] ?? line.reason,
            }) + (line.comment ? ` — ${line.comment}` : ""),
          ],
          amount: "",
        })),
      },
    );
  blocks.push({
    kind: "small-link",
    text: fill(texts.questions, words),
    label: texts.contact,
    href: links.to("/contact"),
  });
  return {
    subject: fill(step.subject, words),
    greeting: fill(texts.greeting, words),
    blocks,
  };
};
