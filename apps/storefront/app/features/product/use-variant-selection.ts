import type { ConfigurableChildDocument } from "@etalage/contracts";
import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { productPath } from "../../lib/shop-paths";
import { useStoreView } from "../../lib/use-store-view";
import {
  type Configuration,
  chooseOption,
  configurationOf,
  selectVariant,
} from "../../lib/variant-rules";
import { notify } from "../../parts/notifications/notify";
import type { ProductPageDocument } from "./product-page-data";

export interface VariantSelection {
  variant: ConfigurableChildDocument | null;
  configuration: Configuration;
  choose(code: string, value: number): void;
}

/**
 * The chosen variant of a configurable product lives in the URL (`/p/{sku}/{slug}/{child sku}`),
 * so it survives reloads and can be shared. Choosing an option replaces the URL without reloading
 * the page's data; a combination that does not exist gives the seeds' warning notification.
 */
export function useVariantSelection(product: ProductPageDocument): VariantSelection {
  const { t } = useTranslation();
  const store = useStoreView();
  const navigate = useNavigate();
  const childSku = useParams().childSku ?? null;
  const children = product.type_id === "configurable" ? product.configurable_children : [];
  const variant = selectVariant(children, childSku);
  const configuration = variant ? configurationOf(product.configurable_options, variant) : {};
  // The shopper's last choice until the URL shows it: a second choice made before the page has
  // re-rendered (a colour, then a size at once) builds on the first instead of on the variant
  // the page still shows, which would put the first choice back.
  const chosen = useRef<{ sku: string; configuration: Configuration } | null>(null);
  const shownSku = variant?.sku ?? null;
  useEffect(() => {
    if (chosen.current?.sku === shownSku) chosen.current = null;
  }, [shownSku]);
  const choose = (code: string, value: number) => {
    const base = chosen.current?.configuration ?? configuration;
    const result = chooseOption(children, base, code, value);
    if ("warning" in result) {
      notify({ type: "warning", message: t(result.warning) });
      return;
    }
    const next = result.variant;
    chosen.current =
      next.sku === shownSku
        ? null
        : { sku: next.sku, configuration: configurationOf(product.configurable_options, next) };
    navigate(productPath(store, product.sku, product.url_key, next.sku), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return { variant, configuration, choose };
}
