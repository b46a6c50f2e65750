import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import type { CartStore } from "../cart-store";
import { serverMessage } from "../rules/server-messages";

/** The coupon field of the microcart: apply a code, or remove the one applied. */
export function CouponForm({
  cart,
  applied,
  error,
}: {
  cart: CartStore;
  applied: string | undefined;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === "") return;
    setBusy(true);
    if (await cart.applyCoupon(code.trim())) setCode("");
    setBusy(false);
  }

  if (applied) {
    return (
      <p className="coupon coupon--applied" data-testid="coupon-applied">
        {t("cart.couponApplied", { code: applied })}{" "}
        <button type="button" className="text-button" onClick={() => void cart.removeCoupon()}>
          {t("cart.removeCoupon")}
        </button>
      </p>
    );
  }
  const known = error ? serverMessage(error) : null;
  return (
    <form className="coupon" onSubmit={apply} noValidate>
      <label htmlFor={id} className="coupon__label">
        {t("cart.couponLabel")}
      </label>
      <div className="coupon__row">
        <input
          id={id}
          name="coupon"
          className="coupon__input"
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button--quiet" disabled={busy}>
          {t("cart.applyCoupon")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {known ? t(known.key, known.values) : error}
        </p>
      ) : null}
    </form>
  );
}
