import type { CategoryTreeNode } from "@etalage/contracts";

/** A place a category can go: its id and its names, with its depth for the indent. */
export interface ParentChoice {
  id: number;
  depth: number;
  name: { nl: string; en: string };
}

/** Every category of the tree, parents before their children, each with its depth. */
export function flatten(tree: readonly CategoryTreeNode[], depth = 0): ParentChoice[] {
  return tree.flatMap((node) => [
    { id: node.id, depth, name: node.name },
    ...flatten(node.children, depth + 1),
  ]);
}

/** The category and every one below it: none of them can be its new parent. */
export function selfAndBelow(node: CategoryTreeNode): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const child of node.children) for (const id of selfAndBelow(child)) ids.add(id);
  return ids;
}

/** The parents a category can move under: any but itself and those below it. */
export function parentChoices(tree: readonly CategoryTreeNode[], moving?: CategoryTreeNode) {
  const excluded = moving ? selfAndBelow(moving) : new Set<number>();
  return flatten(tree).filter((choice) => !excluded.has(choice.id));
}

/**
 * The position (1 for first) a category asks for to move one place up or down among its
 * siblings, or null when it is already first or last.
 */
export function positionAfterStep(
  index: number,
  siblings: number,
  step: "up" | "down",
): number | null {
  if (step === "up") return index > 0 ? index : null;
  return index < siblings - 1 ? index + 2 : null;
}

/** An indented name for a parent list: two spaces a level, as a select shows no other indent. */
export const indented = (choice: ParentChoice, language: "nl" | "en") =>
  `${"\u00a0\u00a0".repeat(choice.depth)}${choice.name[language]}`;
