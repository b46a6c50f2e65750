import { CompareIcon } from "../../parts/products/product-icons";
import { SkuListButton } from "../../parts/products/sku-list-button";
import "../../i18n/catalog-product-texts";

/** The list's code comes only where the browser refuses to keep the change (see the hook). */
const loadCompareList = () => import("./compare-list").then((module) => module.compareList);

/** Adds the product to the compare list or takes it off; a notice links to the comparison. */
export function CompareButton({ sku, name }: { sku: string; name: string }) {
  return (
    <SkuListButton list="compare" sku={sku} name={name} load={loadCompareList} Icon={CompareIcon} />
  );
}
