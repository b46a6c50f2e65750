import type { CategoryTreeNode } from "@etalage/contracts";
import { useLanguage, useTexts } from "../../shared/language";
import type { CategoryChanges } from "./categories-api";
import { CategoryForm } from "./category-form";
import { categoryTexts } from "./category-texts";
import { type ParentChoice, positionAfterStep } from "./category-tree";

/** What the tree's items share: the open editor, and the change each button asks for. */
export interface TreeActions {
  editing: number | null;
  busy: boolean;
  error: unknown;
  parentsFor(node: CategoryTreeNode): ParentChoice[];
  edit(id: number | null): void;
  change(node: CategoryTreeNode, changes: CategoryChanges, done: string, focus?: string): void;
}

/** One category in the tree: its names and state, its buttons, its editor, its children. */
export function CategoryItem(props: {
  node: CategoryTreeNode;
  index: number;
  siblings: number;
  depth: number;
  actions: TreeActions;
}) {
  const { node, index, siblings, depth, actions } = props;
  const t = useTexts(categoryTexts);
  const { language } = useLanguage();
  const name = node.name[language];
  // The shop's root category stays where it is: it can be renamed only.
  const movable = depth > 0;
  const step = (direction: "up" | "down") => {
    const position = positionAfterStep(index, siblings, direction);
    if (position === null) return;
    actions.change(node, { position }, t.moved(name), `category-${node.id}-${direction}`);
  };
  const parents = movable ? actions.parentsFor(node) : [];

  return (
    <li className="category-item">
      <div className={node.is_active ? "category-row" : "category-row category-off"}>
        <span className="category-names">
          <span lang="nl">{node.name.nl}</span>
          <span className="muted" lang="en">
            {node.name.en}
          </span>
        </span>
        <span className={node.is_active ? "badge badge-complete" : "badge badge-closed"}>
          {node.is_active ? t.enabled : t.disabled}
        </span>
        <div className="row-actions category-actions">
          {movable ? (
            <>
              <button
                type="button"
                id={`category-${node.id}-up`}
                className="button button-quiet button-small"
                aria-label={t.upOf(name)}
                disabled={index === 0 || actions.busy}
                onClick={() => step("up")}
              >
                <span aria-hidden="true">↑</span> {t.up}
              </button>
              <button
                type="button"
                id={`category-${node.id}-down`}
                className="button button-quiet button-small"
                aria-label={t.downOf(name)}
                disabled={index === siblings - 1 || actions.busy}
                onClick={() => step("down")}
              >
                <span aria-hidden="true">↓</span> {t.down}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={t.editOf(name)}
            aria-expanded={actions.editing === node.id}
            onClick={() => actions.edit(actions.editing === node.id ? null : node.id)}
          >
            {t.edit}
          </button>
          {movable ? (
            <button
              type="button"
              id={`category-${node.id}-toggle`}
              className="button button-quiet button-small"
              aria-label={node.is_active ? t.disableOf(name) : t.enableOf(name)}
              disabled={actions.busy}
              onClick={() =>
                actions.change(
                  node,
                  { is_active: !node.is_active },
                  node.is_active ? t.disabledDone(name) : t.enabledDone(name),
                  `category-${node.id}-toggle`,
                )
              }
            >
              {node.is_active ? t.disable : t.enable}
            </button>
          ) : null}
        </div>
      </div>
      {actions.editing === node.id ? (
        <CategoryForm
          id={`category-${node.id}-edit`}
          title={t.editTitle(name)}
          initial={{ nl: node.name.nl, en: node.name.en, parent: String(node.parent_id) }}
          parents={parents}
          submitLabel={t.save}
          busy={actions.busy}
          error={actions.error}
          onCancel={() => actions.edit(null)}
          onSubmit={(values) => {
            const changes: CategoryChanges = { name: values.name };
            if (movable && values.parent_id !== node.parent_id)
              changes.parent_id = values.parent_id;
            actions.change(node, changes, t.saved(values.name[language]));
          }}
        />
      ) : null}
      {node.children.length > 0 ? (
        <ul className="category-tree">
          {node.children.map((child, at) => (
            <CategoryItem
              key={child.id}
              node={child}
              index={at}
              siblings={node.children.length}
              depth={depth + 1}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
