import { useTranslation } from "../../i18n/i18n";
import { storePath } from "../../lib/store-view";
import { SKU_LIST_KEYS } from "../../lib/stored-skus";
import { useStoreView } from "../../lib/use-store-view";
import { useStoredSkuList } from "../../lib/use-stored-sku-list";
import { notify } from "../../parts/notifications/notify";
import { HeartIcon } from "../../parts/products/product-icons";
import "../../i18n/catalog-product-texts";

/** The list's code comes only where the browser refuses to keep the change (see the hook). */
const loadWishlist = () => import("./wishlist").then((module) => module.wishlist);

/** Keeps the product on the wishlist or takes it off. */
export function WishlistButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { skus, toggle: toggleSku } = useStoredSkuList(SKU_LIST_KEYS.wishlist, loadWishlist);
  const onList = skus.includes(sku);
  const toggle = async () => {
    const added = await toggleSku(sku);
    notify({
      type: "success",
      message: t(added ? "wishlist.added" : "wishlist.removed", { name }),
      ...(added
        ? { action1: { label: t("wishlist.view"), to: storePath(store, "/wishlist") } }
        : {}),
    });
  };
  return (
    <button type="button" className="text-button" aria-pressed={onList} onClick={toggle}>
      <HeartIcon filled={onList} />
      {t(onList ? "wishlist.remove" : "wishlist.add")}
    </button>
  );
}
