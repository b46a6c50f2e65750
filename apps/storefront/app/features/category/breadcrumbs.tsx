import { categoryPath, storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import type { BreadcrumbStep } from "./breadcrumb-trail";
// The trail's styles are the category page's; a product page showing the trail has them too.
import "./category.css";

export function Breadcrumbs({ trail }: { trail: readonly BreadcrumbStep[] }) {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol>
        <li>
          <Link to={storePath(store, "/")}>{t("breadcrumbs.home")}</Link>
        </li>
        {trail.map((step) => (
          <li key={step.name}>
            {step.urlKey === null ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <Link to={categoryPath(store, step.urlKey)}>{step.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
