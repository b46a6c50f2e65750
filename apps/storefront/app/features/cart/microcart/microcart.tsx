import { storePath } from "@etalage/contracts";
import { lazy, Suspense, useId, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useStoreView } from "../../../lib/use-store-view";
import { useChangesWaiting } from "../../../parts/offline/use-changes-waiting";
import { CartTotalsList } from "../cart-totals-list";
import { editMode, useEditMode } from "../edit-mode/edit-mode-state";
import { loadEditPanel } from "../edit-mode/load-edit-panel";
import { itemCount } from "../rules/item-count";
import { useCart } from "../use-cart";
import { CouponForm } from "./coupon-form";
import { MicrocartLine } from "./microcart-line";
import "../cart-ui.css";
import "./microcart.css";
import "../../../i18n/checkout-texts";

const CartEditPanel = lazy(loadEditPanel);

/** The cart panel (docs/specification/cart.md "microcart"): lines, coupon, totals and the way to checkout. */
export default function Microcart({ onClose: closeCart }: { onClose: () => void }) {
  const { t } = useTranslation();
  const editing = useEditMode() !== null;
  const store = useStoreView();
  const { cart, state } = useCart();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // Before the first paint, so an Escape pressed as soon as the panel shows is not lost.
  useLayoutEffect(() => {
    closeRef.current?.focus();
    // Escape leaves edit mode first, then the microcart.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (editMode.get()) editMode.close();
      else closeCart();
    };
    document.addEventListener("keydown", onKey);
    // The totals may be older than another tab's changes.
    void cart.sync();
    return () => document.removeEventListener("keydown", onKey);
  }, [cart, closeCart]);
  // Closing the microcart closes its edit mode too.
  const onClose = () => {
    editMode.close();
    closeCart();
  };

  const count = itemCount(state.items);
  const localSubtotal = state.items.reduce((sum, l) => sum + l.qty * l.price_incl_tax, 0);
  // Changes made offline wait for the shop (docs/specification/offline-and-caches.md); its totals follow once it answered.
  const waiting = useChangesWaiting() > 0;
  return (
    <div className="microcart-layer">
      <button
        type="button"
        className="microcart-backdrop"
        aria-label={t("cart.close")}
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        className="microcart"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="microcart"
      >
        {/* Plain blocks: inside the dialog, an aside and a header would be landmarks of their own. */}
        <div className="microcart__head">
          <h2 id={titleId} className="microcart__title">
            {t("cart.title")} <span className="microcart__count">({count})</span>
          </h2>
          <button ref={closeRef} type="button" className="icon-button" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("cart.close")}</span>
          </button>
        </div>
        {editing ? (
          <Suspense fallback={<p className="microcart__empty">{t("cart.editLoading")}</p>}>
            <CartEditPanel cart={cart} items={state.items} />
          </Suspense>
        ) : state.items.length === 0 ? (
          <p className="microcart__empty">{t("cart.empty")}</p>
        ) : (
          <>
            <ul className="microcart__lines">
              {state.items.map((line) => (
                <MicrocartLine
                  key={`${line.sku}:${line.checksum ?? ""}`}
                  line={line}
                  cart={cart}
                  totals={state.totals}
                />
              ))}
            </ul>
            <div className="microcart__foot">
              <CouponForm
                cart={cart}
                applied={state.totals?.coupon_code}
                error={state.couponError}
              />
              {waiting ? (
                <p className="microcart__waiting" role="status" data-testid="cart-change-waiting">
                  {t("cart.changeWaiting")}
                </p>
              ) : null}
              {/* The server's totals are older than lines changed offline: the bag's own sum. */}
              <CartTotalsList
                totals={waiting ? null : state.totals}
                localSubtotal={localSubtotal}
              />
              <Link
                to={storePath(store, "/checkout")}
                className="button microcart__checkout"
                data-testid="go-to-checkout"
                onClick={onClose}
              >
                {t("cart.proceedToCheckout")}
              </Link>
              <button type="button" className="text-button microcart__continue" onClick={onClose}>
                {t("cart.continueShopping")}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
