import type { MetaDescriptor } from "react-router";

/** One step of a BreadcrumbList: its name and absolute URL (the last step may have none). */
export interface BreadcrumbItem {
  name: string;
  url: string | null;
}

/** schema.org BreadcrumbList JSON-LD, as a meta descriptor React Router renders in the head. */
export function breadcrumbListLd(items: readonly BreadcrumbItem[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        ...(item.url ? { item: item.url } : {}),
      })),
    },
  };
}
