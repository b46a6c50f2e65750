import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { clearFilters } from "../../parts/catalog-filters/change-filter-query";
import type { ListQuery } from "../../parts/catalog-filters/list-query";
import { hasFilters, listQueryString } from "../../parts/catalog-filters/url-list-query";
import "../../i18n/catalog-list-texts";

/**
 * An empty list says why: the chosen filters match nothing (with a way back), or — when the list
 * is empty or failed to load — the seeds' warning 'No products synchronized for this category.
 * Please come back while online!'. The rest of the page stays usable either way.
 */
export function ListWarning({ query, failed }: { query: ListQuery; failed: boolean }) {
  const { t } = useTranslation();
  if (!failed && hasFilters(query)) {
    return (
      <div className="list-warning" role="status">
        <p>{t("category.noMatches")}</p>
        <Link
          to={{ search: listQueryString(clearFilters(query)) }}
          className="button button--quiet"
        >
          {t("filters.clearAll")}
        </Link>
      </div>
    );
  }
  return (
    <div className="list-warning list-warning--warning" role="status">
      <p>{t("category.notSynchronized")}</p>
    </div>
  );
}
