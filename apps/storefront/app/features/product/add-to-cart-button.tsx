import type { ProductDocument } from "@etalage/contracts";
import { useTranslation } from "../../i18n/i18n";
import { loadAddToCart } from "../cart/public";
import "./add-to-cart-button.css";
// The label comes with the product texts: the cart's own texts load with the cart.
import "../../i18n/catalog-product-texts";

export interface AddToCartButtonProps {
  product: ProductDocument;
  /** The chosen child of a configurable product, or null. */
  variantSku: string | null;
  qty: number;
  options?: { bundle_options?: unknown[]; custom_options?: unknown[] };
  disabled?: boolean;
}

/**
 * Fetches the cart's code and syncs the cart when the shopper shows the intent to buy (pointer,
 * finger or focus on the buy box or this button), before the click, instead of on every product
 * view: most views never add, and the page's first load carries no cart code.
 */
export function warmUpCart() {
  void loadAddToCart().then((cart) => cart.warmUpCart());
}

/**
 * Adds the product (or its chosen variant) to the cart. The notice shows at once; the server
 * catches up in the background (docs/specification/cart.md "Adding to cart").
 */
export function AddToCartButton({
  product,
  variantSku,
  qty,
  options,
  disabled,
}: AddToCartButtonProps) {
  const { t } = useTranslation();

  // Every click counts: the cart queues them, so quick clicks neither race nor get lost.
  async function add() {
    const cart = await loadAddToCart();
    cart.addToTheCart({ product, variantSku, qty, options });
  }

  return (
    <button
      type="button"
      className="button add-to-cart"
      data-testid="add-to-cart"
      // No allowed quantity (the field says why): nothing to add.
      disabled={disabled || qty < 1}
      onClick={add}
      onPointerEnter={warmUpCart}
      onTouchStart={warmUpCart}
      onFocus={warmUpCart}
    >
      {t("product.addToCart")}
    </button>
  );
}
