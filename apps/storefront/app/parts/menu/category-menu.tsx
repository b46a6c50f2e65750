import { categoryPath } from "@etalage/contracts";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useIntentPrefetch } from "../../lib/use-intent-prefetch";
import { useLinkNavigation } from "../../lib/use-link-navigation";
import { useStoreView } from "../../lib/use-store-view";
import { CloseIcon, MenuIcon } from "../../ui/icons";
import type { MenuItem } from "./menu-tree";
import "./menu.css";

/** `aria-current` for a link to `path`: the page itself or one below it, as NavLink has it. */
function currentFor(pathname: string) {
  const here = pathname.toLowerCase();
  return (path: string) => {
    const there = path.toLowerCase();
    return here === there || here.startsWith(`${there}/`) ? ("page" as const) : undefined;
  };
}

/**
 * The category menu: a row with hover/focus submenus on wide screens, a panel sliding in from
 * the left on phones (opened by the menu button, closed by its close button, Escape, the
 * backdrop or following a link). Its links are plain: the list follows them in the page and
 * fetches a page ahead when a pointer or focus rests on its link.
 */
export function CategoryMenu({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const followLink = useLinkNavigation();
  const prefetch = useIntentPrefetch();
  const current = currentFor(pathname);

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
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links take Enter themselves; this only keeps their clicks in the page */}
        <ul className="menu" onClick={followLink} {...prefetch.handlers}>
          {menu.map((item) => {
            const path = categoryPath(store, item.urlKey);
            return (
              <li key={item.id} className="menu__item">
                <a href={path} className="menu__link" aria-current={current(path)}>
                  {item.name}
                </a>
                {item.children.length > 0 ? (
                  <ul className="submenu" aria-label={t("header.submenuOf", { name: item.name })}>
                    {item.children.map((child) => {
                      const childPath = categoryPath(store, child.urlKey);
                      return (
                        <li key={child.id}>
                          <a
                            href={childPath}
                            className="submenu__link"
                            aria-current={current(childPath)}
                          >
                            {child.name}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {prefetch.page ? <PrefetchPageLinks page={prefetch.page} /> : null}
      </nav>
    </>
  );
}
