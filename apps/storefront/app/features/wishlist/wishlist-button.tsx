import { useTranslation } from "../../i18n/i18n";
import { storePath } from "../../lib/store-view";
import { useFetchedSkuList } from "../../lib/use-fetched-sku-list";
import { useStoreView } from "../../lib/use-store-view";
import { notify } from "../notifications/notify";
import { HeartIcon } from "../products/product-icons";
import "../../i18n/catalog-product-texts";

/** The list is not needed to show the page: its code is fetched beside the page's. */
const wishlistLoading =
  typeof window === "undefined" ? null : import("./wishlist").then((module) => module.wishlist);

/** Keeps the product on the wishlist or takes it off. */
export function WishlistButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { skus, list } = useFetchedSkuList(wishlistLoading);
  const onList = skus.includes(sku);
  const toggle = async () => {
    const added = (list ?? (await wishlistLoading))?.toggle(sku);
    if (added === undefined) return;
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
