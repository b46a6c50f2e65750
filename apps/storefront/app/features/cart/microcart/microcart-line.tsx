import { type CartTotals, productPath } from "@etalage/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useStoreView } from "../../../lib/use-store-view";
import { imageUrl } from "../../../parts/products/product-image";
import { LinePrice } from "../../../ui/line-price";
import type { CartStore } from "../cart-store";
import { editMode } from "../edit-mode/edit-mode-state";
import { loadEditPanel } from "../edit-mode/load-edit-panel";
import { QuantitySteps } from "../quantity-steps";
import type { CartLine } from "../rules/cart-line";

/** docs/specification/constants.md: pictures in the cart are 210×300 (shown at half size, sharp on 2× screens). */
const cartImage = (image: string) => imageUrl(image, "cart");

/** One line of the microcart: picture, options, quantity, and removal after confirmation. */
export function MicrocartLine({
  line,
  cart,
  totals,
}: {
  line: CartLine;
  cart: CartStore;
  totals: CartTotals | null;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const [confirming, setConfirming] = useState(false);
  const href = line.url_key ? productPath(store, line.parentSku, line.url_key) : null;
  const note = line.error ?? line.info;
  // Offline, a picture this browser never kept cannot load: the plain frame shows instead.
  const [pictureFailed, setPictureFailed] = useState(false);
  return (
    <li className="microcart-line" data-testid="cart-line" data-sku={line.sku}>
      <div className="microcart-line__picture">
        {line.image && !pictureFailed ? (
          <img
            src={cartImage(line.image)}
            alt=""
            width={105}
            height={150}
            loading="lazy"
            onError={() => setPictureFailed(true)}
          />
        ) : null}
      </div>
      <div className="microcart-line__body">
        <p className="microcart-line__name">
          {href ? <Link to={href}>{line.name}</Link> : line.name}
        </p>
        {line.options.length > 0 ? (
          <ul className="microcart-line__options">
            {line.options.map((option) => (
              <li key={option.label}>
                {option.label}: {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        {note ? (
          <p className={line.error ? "microcart-line__note is-error" : "microcart-line__note"}>
            {t(line.error ? "cart.outOfTheStock" : "cart.inStock")}
          </p>
        ) : null}
        <div className="microcart-line__row">
          <fieldset className="cart-quantity">
            <legend className="visually-hidden">{t("cart.quantity")}</legend>
            <QuantitySteps
              qty={line.qty}
              onStep={(qty) => void cart.setQty(line, qty)}
              valueTestId="line-qty"
              increaseTestId="line-increase"
            />
          </fieldset>
          <LinePrice line={line} totals={totals} className="microcart-line__price" />
        </div>
        {line.type_id === "configurable" ? (
          <button
            type="button"
            className="text-button microcart-line__edit"
            data-testid="edit-line"
            data-sku={line.sku}
            aria-label={t("cart.editLabel", { name: line.name })}
            onPointerEnter={() => void loadEditPanel()}
            onFocus={() => void loadEditPanel()}
            onClick={() => editMode.open(line)}
          >
            {t("cart.edit")}
          </button>
        ) : null}
        {confirming ? (
          <div
            className="microcart-line__confirm"
            role="alertdialog"
            aria-label={t("cart.removeQuestion")}
          >
            <p>{t("cart.removeQuestion")}</p>
            <button
              type="button"
              className="text-button"
              data-testid="confirm-remove"
              onClick={() => void cart.remove(line)}
            >
              {t("cart.removeConfirm")}
            </button>
            <button type="button" className="text-button" onClick={() => setConfirming(false)}>
              {t("cart.removeCancel")}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="text-button microcart-line__remove"
            data-testid="remove-line"
            onClick={() => setConfirming(true)}
          >
            {t("cart.remove")}
          </button>
        )}
      </div>
    </li>
  );
}
