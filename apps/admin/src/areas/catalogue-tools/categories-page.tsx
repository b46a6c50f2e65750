import { useEffect, useState } from "react";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { useLanguage, useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { useMe } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { useCategories, useChangeCategory, useCreateCategory } from "./categories-api";
import { CategoryForm } from "./category-form";
import { CategoryItem, type TreeActions } from "./category-item";
import { categoryTexts } from "./category-texts";
import { parentChoices } from "./category-tree";

/** The element to focus once the tree has its new order: the button that moved it, if it can. */
function focusAgain(id: string) {
  const target = document.getElementById(id) as HTMLButtonElement | null;
  if (!target) return;
  if (!target.disabled) return target.focus();
  // First or last now: its other arrow, else the category's edit button keeps the place.
  const other = id.endsWith("-up") ? id.replace(/-up$/, "-down") : id.replace(/-down$/, "-up");
  (document.getElementById(other) as HTMLButtonElement | null)?.focus();
}

/** The owner's category tree: names in both languages, order, parent, enabled or not. */
export function CategoriesPage() {
  const t = useTexts(categoryTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.title);
  const { language } = useLanguage();
  const me = useMe().data;
  const tree = useCategories();
  const create = useCreateCategory();
  const change = useChangeCategory();
  const [editing, setEditing] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (focus && tree.data) {
      focusAgain(focus);
      setFocus(null);
    }
  }, [focus, tree.data]);

  const roots = tree.data ?? [];
  const allParents = parentChoices(roots);
  const actions: TreeActions = {
    editing,
    busy: change.isPending,
    error: editing === null ? null : change.error,
    parentsFor: (node) => parentChoices(roots, node),
    edit: (id) => {
      change.reset();
      setDone(null);
      setEditing(id);
    },
    change: (node, changes, text, focusId) => {
      setDone(null);
      change.mutate(
        { id: node.id, changes },
        {
          onSuccess: () => {
            setDone(text);
            setEditing(null);
            if (focusId) setFocus(focusId);
          },
        },
      );
    },
  };

  return (
    <Screen id="categories" title={t.title} intro={t.intro}>
      {me && me.role !== "owner" ? <p className="notice notice-warning">{t.ownerOnly}</p> : null}
      <DoneMessage text={done} />
      <ApiMessage error={tree.error ?? (editing === null ? change.error : null)} />
      {tree.data ? (
        roots.length > 0 ? (
          <ul className="category-tree category-root" aria-label={t.treeLabel}>
            {roots.map((node, index) => (
              <CategoryItem
                key={node.id}
                node={node}
                index={index}
                siblings={roots.length}
                depth={0}
                actions={actions}
              />
            ))}
          </ul>
        ) : (
          <p className="empty-note">{t.none}</p>
        )
      ) : tree.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
      {tree.data && allParents.length > 0 ? (
        <CategoryForm
          key={formKey}
          id="new-category"
          title={t.addTitle}
          initial={{ nl: "", en: "", parent: String(allParents[0]!.id) }}
          parents={allParents}
          submitLabel={t.add}
          busy={create.isPending}
          error={create.error}
          onSubmit={(category) => {
            setDone(null);
            create.mutate(category, {
              onSuccess: () => {
                setFormKey((key) => key + 1);
                setDone(t.added(category.name[language]));
              },
            });
          }}
        />
      ) : null}
    </Screen>
  );
}
