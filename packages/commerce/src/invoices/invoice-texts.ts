import type { StoreCode } from "@etalage/contracts";

/** What an invoice says in Dutch; the English must say the same things (the type check holds them). */
const nl = {
  title: "Factuur",
  fileName: "factuur",
  seller: "Verkoper",
  buyer: "Factuur aan",
  kvk: "KvK",
  btw: "Btw-nummer",
  invoiceNumber: "Factuurnummer",
  invoiceDate: "Factuurdatum",
  orderNumber: "Bestelnummer",
  orderDate: "Besteldatum",
  paymentMethod: "Betaalwijze",
  product: "Artikel",
  qty: "Aantal",
  price: "Prijs",
  vatRate: "Btw",
  amount: "Bedrag",
  subtotal: "Subtotaal",
  discount: "Korting",
  shipping: "Verzendkosten",
  vatOver: (rate: number, base: string) => `Btw ${rate}% over ${base}`,
  totalExclVat: "Totaal excl. btw",
  total: "Totaal",
  paid: "Betaald",
  payOnDelivery: "Te betalen bij aflevering",
  pricesInclVat: "Prijzen zijn inclusief btw.",
};

/** What an invoice says, in the order's language. */
export type InvoiceTexts = typeof nl;

export const INVOICE_TEXTS: Record<StoreCode, InvoiceTexts> = {
  nl,
  en: {
    title: "Invoice",
    fileName: "invoice",
    seller: "Seller",
    buyer: "Invoice to",
    kvk: "KvK (Chamber of Commerce)",
    btw: "VAT number",
    invoiceNumber: "Invoice number",
    invoiceDate: "Invoice date",
    orderNumber: "Order number",
    orderDate: "Order date",
    paymentMethod: "Payment method",
    product: "Product",
    qty: "Qty",
    price: "Price",
    vatRate: "VAT",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    vatOver: (rate, base) => `VAT ${rate}% on ${base}`,
    totalExclVat: "Total excl. VAT",
    total: "Total",
    paid: "Paid",
    payOnDelivery: "To be paid on delivery",
    pricesInclVat: "Prices include VAT.",
  },
};
