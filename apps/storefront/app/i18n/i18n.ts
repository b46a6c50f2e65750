import type { StoreCode } from "@etalage/contracts";
import { createInstance, type i18n, type TFunction } from "i18next";
import en from "./en.json";
import nl from "./nl.json";

const messages = { nl, en } as const;

/**
 * One i18next instance per store view, created synchronously with its bundled texts. The
 * language follows the URL prefix, so concurrent server renders never share a language switch.
 */
function createShopI18n(code: StoreCode): i18n {
  const instance = createInstance({
    lng: code,
    fallbackLng: false,
    resources: { [code]: { translation: messages[code] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instance.init();
  return instance;
}

const instances: Record<StoreCode, i18n> = { nl: createShopI18n("nl"), en: createShopI18n("en") };

export function shopI18n(code: StoreCode): i18n {
  return instances[code];
}

/** For code outside React components (meta functions). */
export function translator(code: StoreCode): TFunction {
  return instances[code].t;
}
