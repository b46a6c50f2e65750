import type { AuditLogTable } from "./audit-log";
import type { AttributeOptionsTable, AttributesTable, CategoriesTable } from "./catalogue";
import type { CatalogueChangesTable } from "./catalogue-changes";
import type {
  AccountAttemptsTable,
  CustomerDevicesTable,
  CustomerSessionsTable,
} from "./customer-sessions";
import type {
  CustomerAddressesTable,
  CustomerRefreshTokensTable,
  CustomersTable,
  PasswordResetTokensTable,
} from "./customers";
import type { MailOutboxTable } from "./mail-outbox";
import type {
  ContactCopyRequestsTable,
  ContactMessagesTable,
  MailServiceTokensTable,
  NewsletterTokensTable,
  NewsletterWelcomeCouponsTable,
} from "./newsletter";
import type {
  InvoiceNumberCountersTable,
  OrderInvoicesTable,
  OrderPaymentClaimsTable,
  OrderPaymentsTable,
} from "./order-payments";
import type {
  CreditNoteCounterTable,
  OrderCreditNotesTable,
  OrderRefundItemsTable,
  OrderRefundsTable,
} from "./order-refunds";
import type {
  OrderReturnItemsTable,
  OrderReturnsTable,
  ReturnNumberCounterTable,
} from "./order-returns";
import type { OrderShipmentItemsTable, OrderShipmentsTable } from "./order-shipments";
import type { OrderItemsTable, OrderStatusHistoryTable, OrdersTable } from "./orders";
import type {
  BundleOptionsTable,
  BundleSelectionsTable,
  CustomOptionsTable,
  CustomOptionValuesTable,
  DownloadLinksTable,
  ProductLinksTable,
} from "./product-options";
import type {
  ProductAttributeValuesTable,
  ProductCategoriesTable,
  ProductConfigurableAttributesTable,
  ProductImagesTable,
  ProductsTable,
  ProductUrlRewritesTable,
  StockItemsTable,
} from "./products";
import type { CouponsTable, QuoteItemsTable, QuotesTable } from "./quotes";
import type { SandboxPaymentsTable, SandboxRefundsTable } from "./sandbox-payments";
import type {
  CmsBlocksTable,
  CmsPagesTable,
  NewsletterSubscribersTable,
  ReviewsTable,
  StockAlertsTable,
} from "./shop-content";
import type { MediaFilesTable, ShopSecretsTable, StoreContentFilesTable } from "./shop-files";
import type { ShopJobLeasesTable } from "./shop-jobs";
import type { StaffSessionsTable, StaffTable } from "./staff";
import type { StoreViewsTable } from "./store-views";
import type {
  CustomerGroupsTable,
  TaxClassesTable,
  TaxRatesTable,
  TaxRuleClassesTable,
  TaxRuleRatesTable,
  TaxRulesTable,
} from "./tax";

/** Every table of the shop's database, as Kysely sees it. */
export interface Schema {
  store_views: StoreViewsTable;
  categories: CategoriesTable;
  attributes: AttributesTable;
  attribute_options: AttributeOptionsTable;
  products: ProductsTable;
  stock_items: StockItemsTable;
  product_attribute_values: ProductAttributeValuesTable;
  product_categories: ProductCategoriesTable;
  product_images: ProductImagesTable;
  product_url_rewrites: ProductUrlRewritesTable;
  product_configurable_attributes: ProductConfigurableAttributesTable;
  bundle_options: BundleOptionsTable;
  bundle_selections: BundleSelectionsTable;
  product_links: ProductLinksTable;
  custom_options: CustomOptionsTable;
  custom_option_values: CustomOptionValuesTable;
  download_links: DownloadLinksTable;
  tax_classes: TaxClassesTable;
  tax_rates: TaxRatesTable;
  tax_rules: TaxRulesTable;
  tax_rule_product_classes: TaxRuleClassesTable;
  tax_rule_customer_classes: TaxRuleClassesTable;
  tax_rule_rates: TaxRuleRatesTable;
  customer_groups: CustomerGroupsTable;
  customers: CustomersTable;
  customer_addresses: CustomerAddressesTable;
  customer_refresh_tokens: CustomerRefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  customer_sessions: CustomerSessionsTable;
  account_attempts: AccountAttemptsTable;
  customer_devices: CustomerDevicesTable;
  quotes: QuotesTable;
  quote_items: QuoteItemsTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  reviews: ReviewsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  stock_alerts: StockAlertsTable;
  cms_pages: CmsPagesTable;
  cms_blocks: CmsBlocksTable;
  mail_outbox: MailOutboxTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_refunds: SandboxRefundsTable;
  order_payments: OrderPaymentsTable;
  order_invoices: OrderInvoicesTable;
  invoice_number_counters: InvoiceNumberCountersTable;
  order_payment_claims: OrderPaymentClaimsTable;
  newsletter_tokens: NewsletterTokensTable;
  newsletter_welcome_coupons: NewsletterWelcomeCouponsTable;
  mail_service_tokens: MailServiceTokensTable;
  contact_messages: ContactMessagesTable;
  contact_copy_requests: ContactCopyRequestsTable;
  catalogue_changes: CatalogueChangesTable;
  media_files: MediaFilesTable;
  store_content_files: StoreContentFilesTable;
  shop_secrets: ShopSecretsTable;
  shop_job_leases: ShopJobLeasesTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  order_shipments: OrderShipmentsTable;
  order_shipment_items: OrderShipmentItemsTable;
  order_refunds: OrderRefundsTable;
  order_refund_items: OrderRefundItemsTable;
  credit_note_counter: CreditNoteCounterTable;
  order_credit_notes: OrderCreditNotesTable;
  return_number_counter: ReturnNumberCounterTable;
  order_returns: OrderReturnsTable;
  order_return_items: OrderReturnItemsTable;
}

export type * from "./audit-log";
export type * from "./catalogue";
export type * from "./catalogue-changes";
export type * from "./customer-sessions";
export type * from "./customers";
export type * from "./mail-outbox";
export type * from "./newsletter";
export type * from "./order-payments";
export type * from "./order-refunds";
export type * from "./order-returns";
export type * from "./order-shipments";
export type * from "./orders";
export type * from "./product-options";
export type * from "./products";
export type * from "./quotes";
export type * from "./sandbox-payments";
export type * from "./shop-content";
export type * from "./shop-files";
export type * from "./shop-jobs";
export type * from "./staff";
export type * from "./store-views";
export type * from "./tax";
