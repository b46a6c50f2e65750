import { useTranslation } from "../../i18n/i18n";
import { useSkuList } from "../../lib/sku-list-store";
import { storePath } from "../../lib/store-view";
import { useStoreView } from "../../lib/use-store-view";
import { notify } from "../notifications/notify";
import { HeartIcon } from "../products/product-icons";
import { wishlist } from "./wishlist";
import "../../i18n/catalog-product-texts";

/** Keeps the product on the wishlist or takes it off. */
export function WishlistButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const onList = useSkuList(wishlist).includes(sku);
  const toggle = () => {
    const added = wishlist.toggle(sku);
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
