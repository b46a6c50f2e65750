import { useTranslation } from "../../i18n/i18n";
import { useSkuList } from "../../lib/sku-list-store";
import { storePath } from "../../lib/store-view";
import { useStoreView } from "../../lib/use-store-view";
import { notify } from "../notifications/notify";
import { CompareIcon } from "../products/product-icons";
import { compareList } from "./compare-list";
import "../../i18n/catalog-product-texts";

/** Adds the product to the compare list or takes it off; a notice links to the comparison. */
export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const inList = useSkuList(compareList).includes(sku);
  const toggle = () => {
    const added = compareList.toggle(sku);
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
