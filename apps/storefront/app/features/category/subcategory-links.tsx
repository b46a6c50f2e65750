import { categoryPath } from "@etalage/contracts";
import { NavLink } from "react-router";
import { useStoreView } from "../../lib/use-store-view";
import type { MenuItem } from "../../parts/menu/menu-tree";

/** The menu children of a top-level category, as quiet links under its title. */
export function SubcategoryLinks({ items, label }: { items: readonly MenuItem[]; label: string }) {
  const store = useStoreView();
  if (items.length === 0) return null;
  return (
    <nav className="subcategories" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={categoryPath(store, item.urlKey)}>{item.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
