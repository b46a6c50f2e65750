import { categoryPath, STORE_VIEWS, storePath } from "@etalage/contracts";
import type { MetaDescriptor } from "react-router";
import { translator } from "../../i18n/i18n";
import { type PageSeo, pageMeta } from "../../lib/seo";
import { breadcrumbListLd } from "../../lib/structured-data";
import type { CategoryPage } from "./category-page-data";
import "../../i18n/catalog-list-texts";

/** Title, description, canonical URL, hreflang links and BreadcrumbList of a category page. */
export function categoryMeta(page: CategoryPage, seo: PageSeo): MetaDescriptor[] {
  const t = translator(seo.storeCode);
  const store = STORE_VIEWS[seo.storeCode];
  const url = (path: string) => `${seo.origin}${path}`;
  const { name, urlKey } = page.category;
  const crumbs = [
    { name: t("breadcrumbs.home"), url: url(storePath(store, "/")) },
    ...page.trail.map((step) => ({
      name: step.name,
      url: url(categoryPath(store, step.urlKey ?? urlKey)),
    })),
  ];
  return [
    ...pageMeta(`${name} | Etalage`, t("category.description", { name }), seo),
    breadcrumbListLd(crumbs),
  ];
}
