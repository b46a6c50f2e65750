import type { OrderAddress, OrderAmounts, OrderLineAmounts, PostalAddress } from "./order";
import type { OrderDownload, PaymentStatus, PaymentStatusGroup } from "./order-payment";

/** A customer address as `/api/user/me` shows it (Magento's shape, docs/specification/api-shapes.md §5). */
export interface CustomerAddress extends PostalAddress {
  id: number;
  customer_id: number;
  region: { region: string | null; region_id: number | null; region_code: string | null };
  telephone?: string;
  company?: string;
  vat_id?: string;
  default_billing?: boolean;
  default_shipping?: boolean;
}

/** `GET /api/user/me` and the result of `create` and `POST /me`. */
export interface Customer {
  id: number;
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  website_id: number;
  store_id: number;
  created_at: string;
  updated_at: string;
  created_in: string;
  /** The id of the default billing / shipping address, as Magento gives it (a string). */
  default_billing?: string;
  default_shipping?: string;
  addresses: CustomerAddress[];
  /** Only on `/me`: signs the group for tier prices in catalogue searches. */
  groupToken?: string;
  /** Only on `/me`: the loyalty card number, an EAN-13 the account shows as a barcode. */
  loyalty_card?: string;
}

/** A line of an order in the order history. */
export interface HistoryOrderItem extends OrderLineAmounts {
  item_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  qty_ordered: number;
}

/** An order in `GET /api/user/order-history` (Magento's order shape, the fields the shop keeps). */
export interface HistoryOrder extends OrderAmounts {
  entity_id: number;
  increment_id: string;
  created_at: string;
  updated_at: string;
  status: string;
  state: string;
  store_code: string;
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  order_currency_code: string;
  total_item_count: number;
  coupon_code: string | null;
  shipping_description: string | null;
  billing_address: OrderAddress & { address_type: "billing" };
  /** The method, and where the order's payment stands: its newest provider payment's status. */
  payment: {
    method: string;
    additional_information: unknown[];
    status: PaymentStatus;
    status_group: PaymentStatusGroup;
  };
  extension_attributes: {
    shipping_assignments: {
      shipping: { address: (OrderAddress & { address_type: "shipping" }) | null; method: string };
    }[];
    /** The files of the order's downloadable products, once it has been paid. */
    downloads: OrderDownload[];
    /**
     * `INV-2026-000001` once the order has its invoice (paid; cash on delivery: shipped), else
     * null. The PDF: `GET /api/ext/invoices/{increment_id}.pdf` with the downloads' proof.
     */
    invoice_number?: string | null;
  };
  items: HistoryOrderItem[];
}

export interface OrderHistory {
  items: HistoryOrder[];
  total_count: number;
  search_criteria: {
    filter_groups: { filters: { field: string; value: string; condition_type: string }[] }[];
    sort_orders: { field: string; direction: "DESC" }[];
    page_size: number;
    current_page: number;
  };
}
