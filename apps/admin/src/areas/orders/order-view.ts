/** An address as the order keeps it. */
export interface OrderAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  postcode?: string;
  city?: string;
  countryId?: string;
  telephone?: string;
  [field: string]: unknown;
}

/** `GET /api/admin/orders/{increment_id}`: the whole order as the back office shows it. */
export interface OrderView {
  increment_id: string;
  created_at: string;
  status: string;
  state: string;
  payment_status: string;
  store_code: string;
  customer: { id: number | null; email: string; firstname: string; lastname: string };
  lines: {
    id: number;
    sku: string;
    name: string;
    product_type: string;
    options: { label: string; value: string }[];
    qty_ordered: number;
    qty_shipped: number;
    price_incl_tax: number;
    tax_percent: number;
    row_total_incl_tax: number;
    stock_now: { qty: number; is_in_stock: number | boolean } | null;
  }[];
  addresses: { billing: OrderAddress | null; shipping: OrderAddress | null };
  shipping_method: {
    carrier_code: string | null;
    method_code: string | null;
    description: string | null;
  };
  payment_method: string | null;
  totals: {
    currency: string;
    subtotal: number;
    subtotal_incl_tax: number;
    discount: number;
    coupon_code: string | null;
    shipping: number;
    shipping_incl_tax: number;
    tax: number;
    grand_total: number;
    vat: { rate: number; base: number; vat: number }[];
  };
  payments: {
    id: string;
    provider: string;
    method: string | null;
    status: string;
    amount: { currency: string; value: string };
    created_at: string;
  }[];
  refunds: {
    id: number;
    /** The payment provider's own id of the refund (the sandbox's `re_…`). */
    provider_refund_id: string | null;
    amount: number;
    status: string;
    reason: string | null;
    error: string | null;
    lines: { sku: string | null; qty: number }[];
    shipping: number | null;
    by: string | null;
    created_at: string;
  }[];
  paid: number;
  refunded: number;
  left_to_refund: number;
  credit_notes: {
    number: string;
    amount: number;
    lines: { sku: string; qty: number; amount: number }[];
    shipping: number | null;
    by: string | null;
    created_at: string;
    pdf_url: string;
  }[];
  invoices: {
    id: number;
    invoice_number: string;
    pdf_url: string;
    grand_total: number;
    created_at: string;
  }[];
  shipments: {
    id: number;
    carrier: string;
    tracking_number: string | null;
    tracking_url: string | null;
    lines: { sku: string | null; qty: number }[];
    created_at: string;
    by: string | null;
  }[];
  returns: {
    number: string;
    status: string;
    created_at: string;
    refunded_amount: number | null;
    lines: { sku: string; name: string; qty: number; reason: string }[];
  }[];
  mails: {
    template: string;
    subject: string;
    to: string;
    status: string;
    created_at: string;
    sent_at: string | null;
  }[];
  history: {
    created_at: string;
    status: string | null;
    comment: string | null;
    customer_notified: boolean;
    by: string | null;
  }[];
}
