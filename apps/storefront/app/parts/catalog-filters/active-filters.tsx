import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useLinkNavigation } from "../../lib/use-link-navigation";
import { CloseIcon } from "../../ui/icons";
import { changeFilterQuery, clearFilters } from "./change-filter-query";
import type { FilterGroup } from "./filter-groups";
import type { ListQuery } from "./list-query";
import { listQueryString } from "./url-list-query";
import "../../i18n/catalog-list-texts";

/** The chosen filters as removable chips, with a link clearing them all. */
export function ActiveFilters({
  groups,
  query,
}: {
  groups: readonly FilterGroup[];
  query: ListQuery;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const followLink = useLinkNavigation({ preventScrollReset: true });
  const chosen = groups.flatMap((group) => group.options.filter((option) => option.selected));
  if (chosen.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the chips are links and take Enter themselves
    <ul className="active-filters" aria-label={t("filters.active")} onClick={followLink}>
      {chosen.map((option) => (
        <li key={`${option.type}-${option.id}`}>
          <a
            href={pathname + listQueryString(changeFilterQuery(query, option))}
            rel="nofollow"
            className="active-filters__chip"
            aria-label={t("filters.remove", { label: option.label })}
          >
            {option.label}
            <CloseIcon size={14} />
          </a>
        </li>
      ))}
      <li>
        <a
          href={pathname + listQueryString(clearFilters(query))}
          rel="nofollow"
          className="active-filters__clear"
        >
          {t("filters.clearAll")}
        </a>
      </li>
    </ul>
  );
}
