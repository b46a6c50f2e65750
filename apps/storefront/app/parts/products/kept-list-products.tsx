import { type ProductDocument, storePath } from "@etalage/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { PriceFreshness } from "../../lib/api/current-prices";
import { type SkuListStore, useSkuList } from "../../lib/sku-list-store";
import { useHydrated } from "../../lib/use-hydrated";
import { useListedProducts } from "../../lib/use-listed-products";
import { useStoreView } from "../../lib/use-store-view";

/**
 * The products of a list kept in the browser (wishlist, compare) as its page shows them: a wait
 * until the page runs and they arrive, the list's failure, or its empty note with the way home;
 * once there are products, what `children` makes of them.
 */
export function KeptListProducts<K extends keyof ProductDocument>({
  list,
  fields,
  failed,
  empty,
  children,
}: {
  list: SkuListStore;
  fields: readonly K[];
  /** The text when the products cannot be fetched. */
  failed: string;
  /** The text when the list holds none. */
  empty: string;
  children: (products: (Pick<ProductDocument, K | "sku"> & PriceFreshness)[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const hydrated = useHydrated();
  const listed = useListedProducts(useSkuList(list), fields, hydrated);
  if (!hydrated || listed.status === "loading") return <p aria-busy="true">{t("modal.loading")}</p>;
  if (listed.status === "failed") return <p className="empty-note">{failed}</p>;
  if (listed.products.length === 0)
    return (
      <div className="empty-note">
        <p>{empty}</p>
        <Link to={storePath(store, "/")} className="button">
          {t("notFound.home")}
        </Link>
      </div>
    );
  return children(listed.products);
}
