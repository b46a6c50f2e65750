import { productPath, searchPath } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { cardPrice } from "../../parts/products/card-price";
import { hasImage, imageUrl } from "../../parts/products/product-image";
import { useQuickSearch } from "./use-quick-search";
import "./search.css";

interface QuickSearchPanelProps {
  /** The header's search field the panel follows. */
  inputId: string;
  onClose(): void;
}

/**
 * The search panel under the header's search field: results as the shopper types, the
 * 3-character rule, and a link to all results. Escape, a click elsewhere or a navigation closes it.
 */
export default function QuickSearchPanel({ inputId, onClose }: QuickSearchPanelProps) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { pathname } = useLocation();
  const panel = useRef<HTMLElement>(null);
  const [text, setText] = useState(
    () => (document.getElementById(inputId) as HTMLInputElement | null)?.value ?? "",
  );
  const state = useQuickSearch(text);
  const opened = useRef(pathname);

  useEffect(() => {
    if (pathname !== opened.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    const onInput = () => setText(input.value);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && target !== input) onClose();
    };
    input.addEventListener("input", onInput);
    // What was typed while this panel's code was loading counts too.
    onInput();
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      input.removeEventListener("input", onInput);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [inputId, onClose]);

  if (state.status === "idle") return null;
  return (
    <section ref={panel} className="quick-search" aria-label={t("search.panel")}>
      <p className="quick-search__note" aria-live="polite">
        {state.status === "too-short"
          ? t("search.tooShort")
          : state.status === "loading"
            ? t("search.searching")
            : state.status === "failed"
              ? t("search.failed")
              : state.status === "offline"
                ? t("search.offlineNone")
                : t("search.count", { count: state.total })}
      </p>
      {state.status === "done" && state.offline ? (
        <p className="quick-search__note" data-testid="quick-search-offline">
          {t("search.offlineKept")}
        </p>
      ) : null}
      {state.status === "done" && state.products.length > 0 ? (
        <>
          <ul className="quick-search__list">
            {state.products.map((product) => (
              <li key={product.sku}>
                <Link
                  to={productPath(store, product.sku, product.url_key)}
                  className="quick-search__item"
                  data-price-current={product.price_is_current}
                >
                  {hasImage(product.image) ? (
                    <img
                      src={imageUrl(product.image, "quickSearch2x")}
                      width={56}
                      height={76}
                      alt=""
                    />
                  ) : (
                    <span />
                  )}
                  <span className="quick-search__name">{product.name}</span>
                  <span className="quick-search__price">
                    {formatPrice(cardPrice(product).current)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={`${searchPath(store)}?q=${encodeURIComponent(state.term)}`}
            className="quick-search__all"
          >
            {t("search.all", { count: state.total })}
          </Link>
        </>
      ) : null}
    </section>
  );
}
