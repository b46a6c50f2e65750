import type { Me } from "../shared/session";
import type { sharedTexts } from "../shared/shared-texts";

type SharedTexts = (typeof sharedTexts)["nl"];

/** A place in the main menu: its path under /admin and its name. */
export interface NavigationItem {
  to: string;
  label(t: SharedTexts): string;
  /** Only for members who may see it (the owner's screens). */
  shownTo?(me: Me): boolean;
  /** Highlighted only on its own path, not on those under it. */
  end?: boolean;
}

/** The main menu, in order. A new area adds its item here (apps/admin/README.md). */
export const NAVIGATION: NavigationItem[] = [
  { to: "/", label: (t) => t.dashboard, end: true },
  { to: "/orders", label: (t) => t.orders },
  { to: "/returns", label: (t) => t.returns },
  { to: "/reviews", label: (t) => t.reviews },
  { to: "/products", label: (t) => t.products },
  { to: "/categories", label: (t) => t.categories, shownTo: (me) => me.role === "owner" },
  { to: "/stock", label: (t) => t.stock },
  {
    to: "/catalogue-import",
    label: (t) => t.catalogueImport,
    shownTo: (me) => me.role === "owner",
  },
  { to: "/customers", label: (t) => t.customers, shownTo: (me) => me.role === "owner" },
  { to: "/staff", label: (t) => t.staff, shownTo: (me) => me.role === "owner" },
  { to: "/audit", label: (t) => t.audit, shownTo: (me) => me.role === "owner" },
  { to: "/exports", label: (t) => t.exports, shownTo: (me) => me.role === "owner" },
];
