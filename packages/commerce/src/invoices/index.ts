export {
  INVOICE_MESSAGES,
  InvoiceError,
  type InvoicePdf,
  type InvoiceRefusal,
  invoiceForBuyer,
  invoiceForStaff,
} from "./invoice-access";
export type { InvoiceFacts, InvoiceLine, InvoiceSeller } from "./invoice-facts";
export { renderInvoicePdf } from "./invoice-pdf";
