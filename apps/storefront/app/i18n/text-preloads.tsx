import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { useStoreView } from "../lib/use-store-view";
import { type TextSet, textsUrl, warmUpTexts } from "./texts";

/** A route's `handle` names the texts its page shows, beyond the shell's. */
export interface TextsHandle {
  texts: readonly TextSet[];
}

function textsOf(handle: unknown): readonly TextSet[] {
  if (typeof handle !== "object" || handle === null || !("texts" in handle)) return [];
  return (handle as TextsHandle).texts;
}

/**
 * Preloads the first page's texts in its store view's language, so the browser fetches them
 * together with the page's scripts rather than after them; the other pages' texts follow once the
 * page is up (`warmUpTexts`). Texts a route does not name still load.
 */
export function TextPreloads() {
  const store = useStoreView().storeCode;
  const matches = useMatches();
  const [urls] = useState(() => {
    const sets = new Set<TextSet>(["shell", ...matches.flatMap((match) => textsOf(match.handle))]);
    return [...sets].map((set) => textsUrl(set, store));
  });
  // The other pages' texts follow once the page is up.
  useEffect(warmUpTexts, []);
  return urls.map((url) => (
    <link key={url} rel="preload" as="fetch" crossOrigin="anonymous" href={url} />
  ));
}
