export type { RefundRequest } from "./claim-refund";
export { type CreditNotePdf, creditNoteForStaff } from "./credit-note-access";
export { type CreditNoteDocument, parseCreditNoteDocument } from "./credit-note-document";
export { type CreditNoteSeller, renderCreditNotePdf } from "./credit-note-pdf";
export {
  applyProviderRefundStatuses,
  type ProviderRefundStatus,
} from "./provider-refund-status";
export { type RefundDone, refundOrder } from "./refund-order";
export { refundLinesOf, refundStateOf } from "./refund-state";
