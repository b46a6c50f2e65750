import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "../../i18n/i18n";
import { setCartCount, setMicrocartOpen, storedCartCount, useCartSummary } from "./cart-summary";
import "./cart-button.css";

/** The panel's code and styles load only when it opens or the cart has items. */
const Microcart = lazy(() => import("./microcart/microcart"));
const loadCart = () => import("./cart-engine").then((engine) => engine.theCart());
// One function for every render: the panel's focus and key handling are set up once per opening.
const closeMicrocart = () => setMicrocartOpen(false);

/**
 * The header's cart icon with the item count; opens the microcart. `children` is the icon, so the
 * header keeps its own icon set.
 */
export function CartButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { count, microcartOpen } = useCartSummary();

  useEffect(() => {
    // Another tab put the first line in the cart: this tab's cart follows from then on.
    const onStorage = () => {
      if (storedCartCount() > 0) void loadCart();
    };
    window.addEventListener("storage", onStorage);
    const stored = storedCartCount();
    if (stored > 0) {
      // Show the stored count at once, then load the cart and reconcile it with the server.
      setCartCount(stored);
      void loadCart();
    }
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return (
    <>
      <button
        type="button"
        className="icon-button cart-button"
        data-testid="cart-button"
        aria-haspopup="dialog"
        aria-expanded={microcartOpen}
        onClick={() => setMicrocartOpen(true)}
        onPointerEnter={() => void import("./microcart/microcart")}
      >
        {children}
        {/* The header's own text: the cart's texts are not on the first page. */}
        <span className="visually-hidden">
          {t("header.cart")}
          {count > 0 ? ` (${count})` : ""}
        </span>
        {count > 0 ? (
          <span className="cart-button__count" aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </button>
      {microcartOpen ? (
        <Suspense fallback={null}>
          <Microcart onClose={closeMicrocart} />
        </Suspense>
      ) : null}
    </>
  );
}
