import { Form, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { changeFilterQuery } from "./change-filter-query";
import { type ListQuery, SORT_OPTIONS, type SortId } from "./list-query";
import { listQueryString } from "./url-list-query";
import "../../i18n/catalog-list-texts";

/**
 * Sort: Latest, Price: Low to high, Price: High to low. Choosing one navigates at once; without
 * JavaScript the form's button applies it. The current filters travel along in the query.
 */
export function SortSelect({ query }: { query: ListQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = query.sort ?? SORT_OPTIONS[0].id;
  const choose = (id: SortId) => {
    const next =
      id === SORT_OPTIONS[0].id
        ? { ...query, sort: null, page: 1 }
        : changeFilterQuery({ ...query, sort: null }, { type: "sort", id });
    navigate({ search: listQueryString(next) }, { preventScrollReset: true });
  };
  return (
    <Form method="get" className="sort-select" preventScrollReset>
      {Object.entries(query.filters).map(([type, values]) =>
        values.length > 0 ? (
          <input key={type} type="hidden" name={type} value={values.join(",")} />
        ) : null,
      )}
      <label htmlFor="list-sort" className="sort-select__label">
        {t("sort.label")}
      </label>
      <select
        id="list-sort"
        name="sort"
        className="sort-select__control"
        value={current}
        onChange={(event) => choose(event.currentTarget.value as SortId)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {t(`sort.${option.id}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="sort-select__apply">
          {t("sort.apply")}
        </button>
      </noscript>
    </Form>
  );
}
