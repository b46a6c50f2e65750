import { HeartIcon } from "../../parts/products/product-icons";
import { SkuListButton } from "../../parts/products/sku-list-button";
import "../../i18n/catalog-product-texts";

/** The list's code comes only where the browser refuses to keep the change (see the hook). */
const loadWishlist = () => import("./wishlist").then((module) => module.wishlist);

/** Keeps the product on the wishlist or takes it off; a notice links to the wishlist. */
export function WishlistButton({ sku, name }: { sku: string; name: string }) {
  return (
    <SkuListButton list="wishlist" sku={sku} name={name} load={loadWishlist} Icon={HeartIcon} />
  );
}
