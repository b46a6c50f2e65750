import type { CartItem } from "@etalage/contracts";
import type { CartLine } from "./cart-line";
import { lineChecksum } from "./line-checksum";

/** A server line the browser did not know yet (added in another tab or device). */
export function lineFromServer(item: CartItem): CartLine {
  const ext = item.product_option?.extension_attributes;
  const withOptions = Boolean(ext?.custom_options?.length || ext?.bundle_options?.length);
  return {
    sku: item.sku,
    parentSku: item.sku,
    name: item.name,
    type_id: item.product_type as CartLine["type_id"],
    qty: item.qty,
    price_incl_tax: item.price_incl_tax,
    image: "",
    url_key: "",
    ...(item.product_option ? { product_option: item.product_option } : {}),
    ...(withOptions ? { checksum: lineChecksum(item.sku, item.product_option) } : {}),
    options: [],
    server_item_id: item.item_id,
    prev_qty: item.qty,
  };
}
