import type { StoreCode } from "@etalage/contracts";
import type { Generated } from "kysely";

/** CMS pages and blocks, reviews, newsletter subscribers and back-in-stock alerts. */
export interface CmsBlocksTable {
  id: number;
  identifier: string;
  title_nl: string;
  title_en: string;
  /** Trusted HTML written by the shop. */
  content_nl: string;
  content_en: string;
  is_active: number;
}

/** A page holds what a block holds, and a meta description. */
export interface CmsPagesTable extends CmsBlocksTable {
  meta_description_nl: string;
  meta_description_en: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  store_code: StoreCode;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  /** 1..5 stars; null when the review was written without stars. */
  rating: number | null;
  /** 1 approved, 2 pending, 3 not approved (rejected). */
  status: number;
  created_at: string;
  /** When a shop owner last approved or rejected it. */
  updated_at: string | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  store_code: StoreCode;
  customer_id: number | null;
  /** subscribed, unsubscribed, pending or cleaned. */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface StockAlertsTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  store_code: StoreCode;
  created_at: string;
  notified_at: string | null;
}
