import { type StoreView, storeViewFromPath } from "@etalage/contracts";
import { useLocation } from "react-router";

/** The store view of the page being shown, from its URL prefix (the same on server and client). */
export function useStoreView(): StoreView {
  return storeViewFromPath(useLocation().pathname);
}
