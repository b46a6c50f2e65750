import { searchPath } from "@etalage/contracts";
import { lazy, Suspense, useCallback, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { SearchIcon } from "../../ui/icons";

/** The search panel's code loads when the shopper first focuses the search field. */
const QuickSearchPanel = lazy(() => import("../../features/search/public"));

/** docs/specification/constants.md: a search term has at least 3 characters. */
const MIN_TERM_LENGTH = 3;

/** The header's search box: a plain GET form to /search?q= of the store view. */
export function SearchForm() {
  const { t } = useTranslation();
  const store = useStoreView();
  const [params] = useSearchParams();
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  return (
    <Form method="get" action={searchPath(store)} role="search" className="search-form">
      <label htmlFor="site-search" className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id="site-search"
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("search.placeholder")}
        minLength={MIN_TERM_LENGTH}
        required
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => setPanelOpen(true)}
      />
      <button type="submit" className="search-form__submit icon-button">
        <SearchIcon size={20} />
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
      {panelOpen ? (
        <Suspense fallback={null}>
          <QuickSearchPanel inputId="site-search" onClose={closePanel} />
        </Suspense>
      ) : null}
    </Form>
  );
}
