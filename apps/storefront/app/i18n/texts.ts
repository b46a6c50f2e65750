import { STORE_CODES, type StoreCode, storeViewFromPath } from "@etalage/contracts";
import rulesEn from "@etalage/contracts/shop-forms/rules.en.json";
import rulesEnUrl from "@etalage/contracts/shop-forms/rules.en.json?url&no-inline";
import rulesNl from "@etalage/contracts/shop-forms/rules.nl.json";
import rulesNlUrl from "@etalage/contracts/shop-forms/rules.nl.json?url&no-inline";
import { addMessages } from "./messages";

const TEXT_SETS = [
  "shell",
  "catalog-home",
  "catalog-list",
  "catalog-product",
  "checkout",
  "account",
  "payment",
  "services",
  "rules",
] as const;

/**
 * A feature's texts: the pair of files `{set}.nl.json` and `{set}.en.json` in this folder; the
 * form rules' messages (`rules`) are the pair the API shares, in `@etalage/contracts/shop-forms`.
 */
export type TextSet = (typeof TEXT_SETS)[number];

/**
 * The built shop's browser fetches only the languages it shows, as plain JSON files; the server
 * (like the dev server and the tests) has every text of both languages at hand.
 */
const FETCHED = import.meta.env.PROD && !import.meta.env.SSR;

const urls: Record<string, string> = {
  ...import.meta.glob<string>("./*.json", {
    query: "?url&no-inline",
    import: "default",
    eager: true,
  }),
  "./rules.en.json": rulesEnUrl,
  "./rules.nl.json": rulesNlUrl,
};
const bundled: Record<string, object> = FETCHED
  ? {}
  : {
      ...import.meta.glob<object>("./*.json", { import: "default", eager: true }),
      "./rules.en.json": rulesEn,
      "./rules.nl.json": rulesNl,
    };

/** The languages this page needs: the store view's; another joins when the shopper switches. */
const languages = new Set<StoreCode>(
  FETCHED ? [storeViewFromPath(window.location.pathname).storeCode] : STORE_CODES,
);
const setsInUse = new Set<TextSet>();
const files = new Map<string, Promise<void>>();

const fileName = (set: TextSet, code: StoreCode) => `./${set}.${code}.json`;

async function fetchTexts(url: string | undefined): Promise<object> {
  if (!url) throw new Error("No such texts file");
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The shop's texts did not load (${response.status})`);
  return (await response.json()) as object;
}

function loadFile(set: TextSet, code: StoreCode): Promise<void> {
  const name = fileName(set, code);
  const known = files.get(name);
  if (known) return known;
  if (!FETCHED) {
    addMessages(code, bundled[name] ?? {});
    files.set(name, Promise.resolve());
  } else {
    const loading = fetchTexts(urls[name]).then((texts) => addMessages(code, texts));
    // A failed fetch (offline) is tried again by the next page that needs the texts.
    loading.catch(() => files.delete(name));
    files.set(name, loading);
  }
  return files.get(name) as Promise<void>;
}

/**
 * Loads a feature's texts in the page's languages. Each `*-texts.ts` module awaits it at its top,
 * so no code that shows the texts runs before they are there, on the server or in the browser.
 */
export async function loadTexts(set: TextSet): Promise<void> {
  setsInUse.add(set);
  await Promise.all([...languages].map((code) => loadFile(set, code)));
}

/** Before the shop turns to another store view: that language's texts of every feature in use. */
export async function loadStoreViewTexts(code: StoreCode): Promise<void> {
  languages.add(code);
  await Promise.all([...setsInUse].map((set) => loadFile(set, code)));
  warmUpTexts();
}

/**
 * Fetches every feature's texts in the page's languages once the browser is idle (a few KB), so
 * the first move to another kind of page waits for its code only.
 */
export function warmUpTexts(): void {
  if (!FETCHED) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  idle(() => {
    for (const code of languages) for (const set of TEXT_SETS) loadFile(set, code).catch(() => {});
  });
}

/** Where the browser fetches a feature's texts in one language (for the page to preload them). */
export function textsUrl(set: TextSet, code: StoreCode): string {
  return urls[fileName(set, code)] ?? "";
}
