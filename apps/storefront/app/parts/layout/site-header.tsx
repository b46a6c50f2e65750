import { storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { AccountButton } from "../../features/account/public";
import { CartButton } from "../../features/cart/public";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { AccountIcon, BagIcon } from "../../ui/icons";
import { CategoryMenu } from "../menu/category-menu";
import type { MenuItem } from "../menu/menu-tree";
import { LanguageSwitch } from "./language-switch";
import { PromiseBar } from "./promise-bar";
import { SearchForm } from "./search-form";
import "./layout.css";

export function SiteHeader({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <header className="site-header">
      <PromiseBar />
      <div className="site-header__bar">
        <CategoryMenu menu={menu} />
        <div className="site-header__language">
          <LanguageSwitch />
        </div>
        <Link to={storePath(store, "/")} className="wordmark" aria-label={t("header.home")}>
          Etalage
        </Link>
        <div className="site-header__search">
          <SearchForm />
        </div>
        <div className="site-header__actions">
          <AccountButton>
            <AccountIcon />
          </AccountButton>
          <CartButton>
            <BagIcon />
          </CartButton>
        </div>
      </div>
    </header>
  );
}
