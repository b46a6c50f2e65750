import { categoryPath } from "@etalage/contracts";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { CloseIcon, MenuIcon } from "../../ui/icons";
import type { MenuItem } from "./menu-tree";
import "./menu.css";

/**
 * The category menu: a row with hover/focus submenus on wide screens, a panel sliding in from
 * the left on phones (opened by the menu button, closed by its close button, Escape, the
 * backdrop or following a link).
 */
export function CategoryMenu({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  // A followed link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Before the first paint, so an Escape pressed as soon as the panel shows is not lost.
  useLayoutEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      openButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.documentElement.classList.add("has-open-menu");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("has-open-menu");
    };
  }, [open]);

  return (
    <>
      <button
        ref={openButton}
        type="button"
        className="menu-toggle icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t("header.openMenu")}</span>
      </button>
      <button
        type="button"
        className="menu-backdrop"
        hidden={!open}
        tabIndex={-1}
        aria-label={t("header.closeMenu")}
        onClick={() => setOpen(false)}
      />
      <nav
        id={panelId}
        className={open ? "site-menu is-open" : "site-menu"}
        aria-label={t("header.mainMenu")}
      >
        <button
          ref={closeButton}
          type="button"
          className="site-menu__close icon-button"
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
          <span className="visually-hidden">{t("header.closeMenu")}</span>
        </button>
        <ul className="menu">
          {menu.map((item) => (
            <li key={item.id} className="menu__item">
              <NavLink
                to={categoryPath(store, item.urlKey)}
                className="menu__link"
                prefetch="intent"
              >
                {item.name}
              </NavLink>
              {item.children.length > 0 ? (
                <ul className="submenu" aria-label={t("header.submenuOf", { name: item.name })}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink
                        to={categoryPath(store, child.urlKey)}
                        className="submenu__link"
                        prefetch="intent"
                      >
                        {child.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
