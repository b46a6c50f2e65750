import type { StoreCode } from "@etalage/contracts";
import { useStoreView } from "../lib/use-store-view";
import { createTranslator, type Translate } from "./translate";
import "./shell-texts";

const translators: Record<StoreCode, Translate> = {
  nl: createTranslator("nl"),
  en: createTranslator("en"),
};

/** For code outside React components (meta functions, loaders). */
export function translator(code: StoreCode): Translate {
  return translators[code];
}

/** The texts of the store view the page is in (read from the URL, so SSR and browser agree). */
export function useTranslation(): { t: Translate; store: StoreCode } {
  const store = useStoreView().storeCode;
  return { t: translators[store], store };
}
