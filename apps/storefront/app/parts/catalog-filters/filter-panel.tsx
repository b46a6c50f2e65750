import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useLinkNavigation } from "../../lib/use-link-navigation";
import { changeFilterQuery } from "./change-filter-query";
import type { FilterGroup, FilterOption } from "./filter-groups";
import { CheckIcon } from "./filter-icons";
import type { ListQuery } from "./list-query";
import { listQueryString } from "./url-list-query";
import "../../i18n/catalog-list-texts";

interface OptionLinkProps {
  option: FilterOption;
  query: ListQuery;
  path: string;
}

/**
 * One filter choice: a plain link to the list with that choice toggled. It works before
 * JavaScript; once running, the panel's click handler navigates in the page.
 */
function OptionLink({ option, query, path }: OptionLinkProps) {
  const { t } = useTranslation();
  const next = changeFilterQuery(query, {
    type: option.type,
    id: option.id,
    single: option.single,
  });
  return (
    <a
      href={path + listQueryString(next)}
      className="filter-option"
      data-selected={option.selected || undefined}
      rel="nofollow"
    >
      {option.swatch ? (
        <span className="filter-option__swatch" style={{ background: option.swatch }} />
      ) : (
        <span className="filter-option__box">
          {option.selected ? <CheckIcon size={14} /> : null}
        </span>
      )}
      <span className="filter-option__label">{option.label}</span>
      <span className="filter-option__count">{option.count}</span>
      {option.selected ? <span className="visually-hidden">, {t("filters.selected")}</span> : null}
    </a>
  );
}

/**
 * The list's filters: colour, Erin recommends, price and size, each a group of links. Following
 * one changes only the query, so the shopper stays where they are on the page.
 */
export function FilterPanel({
  groups,
  query,
}: {
  groups: readonly FilterGroup[];
  query: ListQuery;
}) {
  const { pathname } = useLocation();
  const followLink = useLinkNavigation({ preventScrollReset: true });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the filter links take Enter themselves
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside
    <div className="filter-panel" onClick={followLink}>
      {groups.map((group) => (
        <section key={group.type} className="filter-group" aria-labelledby={`filter-${group.type}`}>
          <h2 id={`filter-${group.type}`} className="filter-group__title">
            {group.label}
          </h2>
          <ul className={`filter-group__options filter-group__options--${group.type}`}>
            {group.options.map((option) => (
              <li key={option.id}>
                <OptionLink option={option} query={query} path={pathname} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
