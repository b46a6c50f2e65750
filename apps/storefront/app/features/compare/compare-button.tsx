import { useTranslation } from "../../i18n/i18n";
import { storePath } from "../../lib/store-view";
import { SKU_LIST_KEYS } from "../../lib/stored-skus";
import { useStoreView } from "../../lib/use-store-view";
import { useStoredSkuList } from "../../lib/use-stored-sku-list";
import { notify } from "../../parts/notifications/notify";
import { CompareIcon } from "../../parts/products/product-icons";
import "../../i18n/catalog-product-texts";

/** The list's code comes only where the browser refuses to keep the change (see the hook). */
const loadCompareList = () => import("./compare-list").then((module) => module.compareList);

/** Adds the product to the compare list or takes it off; a notice links to the comparison. */
export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { skus, toggle: toggleSku } = useStoredSkuList(SKU_LIST_KEYS.compare, loadCompareList);
  const inList = skus.includes(sku);
  const toggle = async () => {
    const added = await toggleSku(sku);
    notify({
      type: "success",
      message: t(added ? "compare.added" : "compare.removed", { name }),
      ...(added ? { action1: { label: t("compare.view"), to: storePath(store, "/compare") } } : {}),
    });
  };
  return (
    <button type="button" className="text-button" aria-pressed={inList} onClick={toggle}>
      <CompareIcon />
      {t(inList ? "compare.remove" : "compare.add")}
    </button>
  );
}
