import type { ProductDocument } from "@etalage/contracts";
import { useEffect } from "react";
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
 * Adds the product (or its chosen variant) to the cart. The notice shows at once; the server
 * catches up in the background (seed 1 §4 "Adding to cart").
 */
export function AddToCartButton({
  product,
  variantSku,
  qty,
  options,
  disabled,
}: AddToCartButtonProps) {
  const { t } = useTranslation();

  useEffect(() => {
    // Fetch the cart code while the shopper looks at the product.
    void loadAddToCart().then((cart) => cart.warmUpCart());
  }, []);

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
      disabled={disabled}
      onClick={add}
    >
      {t("product.addToCart")}
    </button>
  );
}
