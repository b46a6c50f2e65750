import { useTranslation } from "../../i18n/i18n";
import { storePath } from "../../lib/store-view";
import { useFetchedSkuList } from "../../lib/use-fetched-sku-list";
import { useStoreView } from "../../lib/use-store-view";
import { notify } from "../notifications/notify";
import { CompareIcon } from "../products/product-icons";
import "../../i18n/catalog-product-texts";

/** The list is not needed to show the page: its code is fetched beside the page's. */
const compareListLoading =
  typeof window === "undefined"
    ? null
    : import("./compare-list").then((module) => module.compareList);

/** Adds the product to the compare list or takes it off; a notice links to the comparison. */
export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { skus, list } = useFetchedSkuList(compareListLoading);
  const inList = skus.includes(sku);
  const toggle = async () => {
    const added = (list ?? (await compareListLoading))?.toggle(sku);
    if (added === undefined) return;
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
