import type { StoreView } from "@etalage/contracts";
import { useLocation } from "react-router";
import { storeViewFromPath } from "./store-view";

/** The store view of the page being shown, from its URL prefix (the same on server and client). */
export function useStoreView(): StoreView {
  return storeViewFromPath(useLocation().pathname);
}
