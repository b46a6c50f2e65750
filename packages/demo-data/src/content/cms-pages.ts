import type { SeedCmsPage } from "@etalage/contracts";
import { LEGAL, PRIVACY } from "./cms-pages-legal";
import { CONTACT, CUSTOMER_SERVICE, DELIVERY, type PageText, RETURNS } from "./cms-pages-service";
import { ABOUT_US, SIZE_GUIDE, STORE_LOCATOR } from "./cms-pages-shop";

/** The CMS-style pages of docs/specification/routes-and-screens.md, by identifier (their route without the slash). */
const PAGES: readonly (readonly [string, PageText])[] = [
  ["about-us", ABOUT_US],
  ["customer-service", CUSTOMER_SERVICE],
  ["delivery", DELIVERY],
  ["returns", RETURNS],
  ["privacy", PRIVACY],
  ["legal", LEGAL],
  ["size-guide", SIZE_GUIDE],
  ["store-locator", STORE_LOCATOR],
  ["contact", CONTACT],
];

export function createCmsPages(): SeedCmsPage[] {
  return PAGES.map(([identifier, page], i) => ({
    id: i + 1,
    identifier,
    title: page.title,
    content: page.content,
    metaDescription: page.metaDescription,
    isActive: true,
  }));
}
