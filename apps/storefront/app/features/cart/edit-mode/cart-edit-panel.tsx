import type { ProductDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { browserApi } from "../../../lib/api/browser-api";
import { useStoreView } from "../../../lib/use-store-view";
import { imageUrl } from "../../../parts/products/product-image";
import { cartNotification } from "../cart-engine";
import type { CartNotice } from "../cart-state";
import type { CartStore } from "../cart-store";
import { QuantitySteps } from "../quantity-steps";
import type { CartLine } from "../rules/cart-line";
import {
  type CartEditMode,
  changeInEditMode,
  type EditChange,
  editedLine,
  openEditMode,
} from "./edit-mode-rules";
import { editMode, useEditMode } from "./edit-mode-state";
import { EditOptions } from "./edit-options";
import { loadEditedProduct } from "./edited-product";
import "./cart-edit.css";

type Loaded =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "done"; product: ProductDocument };
type Message = { tone: "error" | "warning" | "done"; text: string };

/** Back to the line's own edit button, so the keyboard stays where the shopper was. */
function closeEditMode(mode: CartEditMode) {
  editMode.close();
  requestAnimationFrame(() => {
    const selector = `[data-testid="edit-line"][data-sku="${CSS.escape(mode.sku)}"]`;
    document.querySelector<HTMLElement>(selector)?.focus();
  });
}

/** The product of edit mode, loaded when it opens (and again for another product). */
function useEditedProduct(mode: CartEditMode | null): Loaded {
  const store = useStoreView();
  const [loaded, setLoaded] = useState<{ id: string; state: Loaded } | null>(null);
  const productId = mode?.productId ?? null;
  const variantSku = useRef(mode?.sku ?? "");
  variantSku.current = mode?.sku ?? "";
  useEffect(() => {
    if (productId === null) return;
    let current = true;
    loadEditedProduct(browserApi, store, variantSku.current)
      .then((product) => {
        const state: Loaded = product ? { status: "done", product } : { status: "failed" };
        if (current) setLoaded({ id: productId, state });
      })
      .catch(() => {
        if (current) setLoaded({ id: productId, state: { status: "failed" } });
      });
    return () => {
      current = false;
    };
  }, [productId, store]);
  return loaded && loaded.id === productId ? loaded.state : { status: "loading" };
}

/**
 * docs/specification/entities.md, docs/specification/cart.md cart edit mode, inside the microcart: the line's product with its colour, size and
 * quantity. Each change replaces the line at once, under the rules and messages of adding to the
 * cart; a refused change leaves the line as it was and says why. Closing returns the mode to null.
 */
export default function CartEditPanel({ cart, items }: { cart: CartStore; items: CartLine[] }) {
  const { t } = useTranslation();
  const mode = useEditMode();
  const line = mode ? editedLine(items, mode) : null;
  const loaded = useEditedProduct(mode);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  // The line left the cart (removed in another tab): nothing is left to edit.
  useEffect(() => {
    if (mode && !line) editMode.close();
  }, [mode, line]);
  if (!mode || !line) return null;

  const say = (tone: Message["tone"], notice: CartNotice) =>
    setMessage({ tone, text: cartNotification(notice).message });

  async function change(product: ProductDocument, wanted: EditChange) {
    if (busy || !line) return;
    setBusy(true);
    setMessage(null);
    const outcome = await changeInEditMode(
      product,
      { ...openEditMode(line), productId: product.sku },
      wanted,
      (sku) => cart.core.api.stockCheck(sku, true).catch(() => null),
    );
    setBusy(false);
    if (outcome.kind === "refused") return say("error", outcome.notice);
    if (outcome.kind === "unchanged") return;
    const current = editedLine(cart.get().items, openEditMode(line));
    if (!current) return;
    editMode.follow(outcome.mode);
    void cart.replace(current, outcome.line);
    if (outcome.volatile) say("warning", { kind: "volatile" });
    else setMessage({ tone: "done", text: t("cart.editSaved") });
  }

  const product = loaded.status === "done" ? loaded.product : null;
  return (
    <section className="cart-edit" aria-labelledby={titleId} data-testid="cart-edit">
      <button
        type="button"
        className="text-button cart-edit__back"
        onClick={() => closeEditMode(mode)}
      >
        <span aria-hidden="true">← </span>
        {t("cart.editBack")}
      </button>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="cart-edit__title">
        {t("cart.editTitle")}
      </h3>
      <div className="cart-edit__product">
        <div className="cart-edit__picture">
          {line.image ? (
            <img src={imageUrl(line.image, "cart")} alt="" width={105} height={150} />
          ) : null}
        </div>
        <div>
          <p className="cart-edit__name">{line.name}</p>
          <p className="cart-edit__price">{formatPrice(line.price_incl_tax)}</p>
        </div>
      </div>
      {loaded.status === "loading" ? (
        <p className="cart-edit__wait">{t("cart.editLoading")}</p>
      ) : null}
      {loaded.status === "failed" ? (
        <p className="cart-edit__message is-error">{t("cart.editFailed")}</p>
      ) : null}
      {product ? (
        <EditOptions
          product={product}
          mode={openEditMode(line)}
          onChoose={(c) => change(product, c)}
        />
      ) : null}
      <fieldset className="cart-edit__group">
        <legend className="cart-edit__legend">{t("cart.quantity")}</legend>
        <div className="cart-quantity">
          <QuantitySteps
            qty={line.qty}
            disabled={!product}
            onStep={(qty) => product && change(product, { qty })}
            valueTestId="edit-qty"
          />
        </div>
      </fieldset>
      <div className="cart-edit__live" role="status" aria-live="polite">
        {message ? (
          <p className={`cart-edit__message is-${message.tone}`} data-testid="edit-message">
            {message.text}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button cart-edit__done"
        data-testid="edit-done"
        onClick={() => closeEditMode(mode)}
      >
        {t("cart.editDone")}
      </button>
    </section>
  );
}
