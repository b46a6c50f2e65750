import { storePath } from "@etalage/contracts";
import type { ComponentType } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { SkuListStore } from "../../lib/sku-list-store";
import { SKU_LIST_KEYS } from "../../lib/stored-skus";
import { useStoreView } from "../../lib/use-store-view";
import { useStoredSkuList } from "../../lib/use-stored-sku-list";
import { notify } from "../notifications/notify";

interface SkuListButtonProps {
  /** The shopper's list, which also names its texts and its page (`/wishlist`, `/compare`). */
  list: keyof typeof SKU_LIST_KEYS;
  sku: string;
  name: string;
  /** The list's code, for where the browser refuses to keep the change (useStoredSkuList). */
  load: () => Promise<SkuListStore>;
  Icon: ComponentType<{ filled?: boolean }>;
}

/** Puts the product on one of the shopper's lists or takes it off; a notice links to the list. */
export function SkuListButton({ list, sku, name, load, Icon }: SkuListButtonProps) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { skus, toggle: toggleSku } = useStoredSkuList(SKU_LIST_KEYS[list], load);
  const listed = skus.includes(sku);
  const toggle = async () => {
    const added = await toggleSku(sku);
    notify({
      type: "success",
      message: t(added ? `${list}.added` : `${list}.removed`, { name }),
      ...(added ? { action1: { label: t(`${list}.view`), to: storePath(store, `/${list}`) } } : {}),
    });
  };
  return (
    <button type="button" className="text-button" aria-pressed={listed} onClick={toggle}>
      <Icon filled={listed} />
      {t(listed ? `${list}.remove` : `${list}.add`)}
    </button>
  );
}
