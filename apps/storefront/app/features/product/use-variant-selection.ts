import { type ConfigurableChildDocument, productPath } from "@etalage/contracts";
import { useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "../../i18n/i18n";
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

/** A choice the address does not show yet, and the addresses it was made over. */
interface Pick {
  sku: string;
  configuration: Configuration;
  over: readonly (string | null)[];
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
  const addressSku = useParams().childSku ?? null;
  const children = product.type_id === "configurable" ? product.configurable_children : [];
  // The page shows a choice at once; the address follows once the router has looked the path
  // up, which takes a round trip. Until then the choice, its price and the add button's variant
  // are the shopper's. A second choice made meanwhile (a colour, then a size at once) builds on
  // the first, so the ref holds it before React renders; an address that is none of the ones
  // chosen over (a link, or the choice itself) ends the wait.
  const picked = useRef<Pick | null>(null);
  const [, showPick] = useState<Pick>();
  if (!picked.current?.over.includes(addressSku)) picked.current = null;
  const variant = selectVariant(children, picked.current?.sku ?? addressSku);
  const configuration = variant ? configurationOf(product.configurable_options, variant) : {};
  const choose = (code: string, value: number) => {
    const before = picked.current;
    const result = chooseOption(children, before?.configuration ?? configuration, code, value);
    if ("warning" in result) {
      notify({ type: "warning", message: t(result.warning) });
      return;
    }
    const next = result.variant;
    const pick: Pick = {
      sku: next.sku,
      configuration: configurationOf(product.configurable_options, next),
      over: before ? [...before.over, before.sku] : [addressSku],
    };
    picked.current = pick;
    showPick(pick);
    navigate(productPath(store, product.sku, product.url_key, next.sku), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return { variant, configuration, choose };
}
