import type { CategorySummary } from "../../lib/api/catalog-documents";
import { CATEGORY_ROOT_ID } from "../../lib/api/catalog-requests";

export interface BreadcrumbStep {
  name: string;
  /** Null for the current page, which is not a link. */
  urlKey: string | null;
}

/** Ancestors shown in breadcrumbs: the parent ids below the root (id 2) and its parent (id 1). */
export function ancestorIds(category: Pick<CategorySummary, "id" | "parent_ids">): number[] {
  return category.parent_ids.filter((id) => id > CATEGORY_ROOT_ID && id !== category.id);
}

/**
 * docs/specification/routes-and-screens.md: breadcrumbs come from the category's parent ids — each ancestor with its name
 * and link, in the order of parent_ids — then the current category's name.
 */
export function breadcrumbTrail(
  category: Pick<CategorySummary, "id" | "name" | "parent_ids">,
  ancestors: readonly Pick<CategorySummary, "id" | "name" | "url_key">[],
): BreadcrumbStep[] {
  const byId = new Map(ancestors.map((ancestor) => [ancestor.id, ancestor]));
  const steps: BreadcrumbStep[] = [];
  for (const id of ancestorIds(category)) {
    const ancestor = byId.get(id);
    if (ancestor) steps.push({ name: ancestor.name, urlKey: ancestor.url_key });
  }
  steps.push({ name: category.name, urlKey: null });
  return steps;
}
