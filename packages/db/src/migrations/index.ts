import type { Migration } from "kysely";
import * as storeViews from "./0001-store-views";
import * as categoriesAndAttributes from "./0002-categories-and-attributes";
import * as products from "./0003-products";
import * as productOptions from "./0004-product-options";
import * as taxAndCustomerGroups from "./0005-tax-and-customer-groups";
import * as customers from "./0006-customers";
import * as quotesAndCoupons from "./0007-quotes-and-coupons";
import * as orders from "./0008-orders";
import * as shopContent from "./0009-shop-content";
import * as orderNumbers from "./0100-order-numbers";
import * as mailOutbox from "./0101-mail-outbox";
import * as customerSessions from "./0102-customer-sessions";
import * as sandboxPayments from "./0103-sandbox-payments";
import * as newsletterAndContact from "./0104-newsletter-and-contact";
import * as reviewsAndStockAlerts from "./0105-reviews-and-stock-alerts";
import * as orderPayments from "./0106-order-payments";
import * as orderPaymentClaims from "./0110-order-payment-claims";
import * as orderPublicOrigin from "./0120-order-public-origin";
import * as catalogueChanges from "./0130-catalogue-changes";
import * as sharedShopFiles from "./0140-shared-shop-files";
import * as knownDevices from "./0155-known-devices";
import * as ordersAwaitingPayment from "./0160-orders-awaiting-payment";
import * as contactCopyRequests from "./0161-contact-copy-requests";
import * as shopJobLeases from "./0165-shop-job-leases";
import * as staff from "./0200-staff";
import * as auditLog from "./0201-audit-log";
import * as backOfficeOrders from "./0202-back-office-orders";
import * as orderRefunds from "./0203-order-refunds";
import * as creditNotes from "./0210-credit-notes";
import * as invoiceNumbers from "./0215-invoice-numbers";
import * as orderReturns from "./0220-order-returns";
import * as dashboardIndexes from "./0225-dashboard-indexes";
import * as productUrlRewrites from "./0240-product-url-rewrites";
import * as sandboxRefunds from "./0250-sandbox-refunds";

/** Every migration by name; the Migrator runs them in name order. Never edit one once shipped. */
export const migrations: Record<string, Migration> = {
  "0001-store-views": storeViews,
  "0002-categories-and-attributes": categoriesAndAttributes,
  "0003-products": products,
  "0004-product-options": productOptions,
  "0005-tax-and-customer-groups": taxAndCustomerGroups,
  "0006-customers": customers,
  "0007-quotes-and-coupons": quotesAndCoupons,
  "0008-orders": orders,
  "0009-shop-content": shopContent,
  "0100-order-numbers": orderNumbers,
  "0101-mail-outbox": mailOutbox,
  "0102-customer-sessions": customerSessions,
  "0103-sandbox-payments": sandboxPayments,
  "0104-newsletter-and-contact": newsletterAndContact,
  "0105-reviews-and-stock-alerts": reviewsAndStockAlerts,
  "0106-order-payments": orderPayments,
  "0110-order-payment-claims": orderPaymentClaims,
  "0120-order-public-origin": orderPublicOrigin,
  "0130-catalogue-changes": catalogueChanges,
  "0140-shared-shop-files": sharedShopFiles,
  "0155-known-devices": knownDevices,
  "0160-orders-awaiting-payment": ordersAwaitingPayment,
  "0161-contact-copy-requests": contactCopyRequests,
  "0165-shop-job-leases": shopJobLeases,
  "0200-staff": staff,
  "0201-audit-log": auditLog,
  "0202-back-office-orders": backOfficeOrders,
  "0203-order-refunds": orderRefunds,
  "0210-credit-notes": creditNotes,
  "0215-invoice-numbers": invoiceNumbers,
  "0220-order-returns": orderReturns,
  "0225-dashboard-indexes": dashboardIndexes,
  "0240-product-url-rewrites": productUrlRewrites,
  "0250-sandbox-refunds": sandboxRefunds,
};
