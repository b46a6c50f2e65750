import { findCreditNote } from "@etalage/db";
import type { CartContext } from "../../cart";
import { BackOfficeError } from "../back-office-error";
import { noSuchOrderNumber, orderByNumber } from "../orders/order-lookup";
import { parseCreditNoteDocument } from "./credit-note-document";
import { type CreditNoteSeller, renderCreditNotePdf } from "./credit-note-pdf";
import { CREDIT_NOTE_TEXTS } from "./credit-note-texts";

export interface CreditNotePdf {
  number: string;
  /** `creditnota-CN-000001.pdf` or `credit-note-…` in the order's language. */
  fileName: string;
  bytes: Buffer;
}

/** `GET /api/admin/orders/{increment_id}/credit-notes/{number}.pdf`, for staff and owner. */
export async function creditNoteForStaff(
  ctx: CartContext,
  incrementId: string,
  number: string,
  seller: CreditNoteSeller,
): Promise<CreditNotePdf> {
  const order = await orderByNumber(ctx.db, incrementId);
  if (!order) throw noSuchOrderNumber(incrementId);
  const note = await findCreditNote(ctx.db, order.id, number);
  if (!note)
    throw new BackOfficeError("not-found", {
      nl: `Bestelling ${incrementId} heeft geen creditnota ${number}`,
      en: `Order ${incrementId} has no credit note ${number}`,
    });
  const document = parseCreditNoteDocument(note.document);
  return {
    number,
    fileName: `${CREDIT_NOTE_TEXTS[document.store].fileName}-${number}.pdf`,
    bytes: await renderCreditNotePdf({ number, createdAt: note.created_at, document }, seller),
  };
}
