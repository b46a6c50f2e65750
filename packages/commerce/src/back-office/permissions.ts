import type { StaffRole } from "@etalage/db";

/**
 * What each back-office role may do: the one table every check reads. The owner may do
 * everything; staff read and handle orders, returns, reviews and content, but do not pay money
 * back, export personal data, read the audit log or manage staff.
 */
export const PERMISSIONS = {
  /** Their own profile, two-step login and logout. */
  "own-profile": "staff",
  "orders.read": "staff",
  "orders.handle": "staff",
  "returns.handle": "staff",
  "reviews.handle": "staff",
  "content.handle": "staff",
  /** The product list and editor, read only. */
  "catalogue.read": "staff",
  /** Stock counts and deliveries. */
  "stock.handle": "staff",
  /** Products, prices, pictures, categories, import and export of the catalogue. */
  "catalogue.edit": "owner",
  /** Any money back: refunds, and cancelling a paid order (refunded in full). */
  "money.refund": "owner",
  "personal-data.export": "owner",
  /** The customers' list and pages (names, addresses, orders, returns). */
  "customers.read": "owner",
  /** Deleting a customer's account, as her own delete does. */
  "customers.delete": "owner",
  "audit.read": "owner",
  "staff.manage": "owner",
} as const satisfies Record<string, StaffRole>;

export type Permission = keyof typeof PERMISSIONS;

const RANK: Record<StaffRole, number> = { staff: 1, owner: 2 };

export const mayDo = (role: StaffRole, permission: Permission): boolean =>
  RANK[role] >= RANK[PERMISSIONS[permission]];

export const FORBIDDEN_MESSAGE = {
  nl: "Alleen de eigenaar van de winkel mag dit doen",
  en: "Only the shop's owner may do this",
} as const;
