import type { StoreCode } from "@etalage/contracts";

/** Store views (nl default, en under /en); written by the first migration. */
export interface StoreViewsTable {
  store_id: number;
  store_code: StoreCode;
  name: string;
  locale: string;
  currency_code: string;
  url_prefix: string;
  /** 0/1: integers, not booleans, so SQLite and PostgreSQL return the same type. */
  is_default: number;
}
