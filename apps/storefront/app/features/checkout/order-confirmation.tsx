import { storePath } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { type LastOrder, readLastOrder } from "./checkout-storage";
import "./checkout.css";
import "../../i18n/checkout-texts";

/** docs/specification/routes-and-screens.md "order confirmation": the order number, and what happens with the payment. */
export function OrderConfirmation() {
  const { t } = useTranslation();
  const store = useStoreView();
  const [last, setLast] = useState<LastOrder | null | undefined>(undefined);
  // A new key: an order placed offline was just confirmed from the 'Order waiting!' notice.
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location means a new order to read
  useEffect(() => {
    setLast(readLastOrder());
    window.scrollTo(0, 0);
  }, [key]);

  if (last === undefined) return <p className="checkout-loading">{t("checkout.loading")}</p>;
  if (last === null) {
    return (
      <div className="confirmation">
        <h1 className="page-title">{t("order.metaTitle")}</h1>
        <p>{t("order.noneRecent")}</p>
        <Link to={storePath(store, "/")} className="button">
          {t("order.continueShopping")}
        </Link>
      </div>
    );
  }
  const { order } = last;
  const onDelivery = last.paymentMethod === "cashondelivery";
  return (
    <div className="confirmation" data-testid="order-confirmation">
      <p className="eyebrow">{t("order.metaTitle")}</p>
      <h1 className="page-title">{t("order.confirmationTitle")}</h1>
      <p
        className="confirmation__number"
        data-testid="order-number"
        data-order-number={order.orderNumber}
      >
        {t("order.orderNumber", { number: order.orderNumber })}
      </p>
      <p>{t("order.emailNote", { email: last.email })}</p>
      <div className="review-payment">
        <h2 className="review-payment__title">{t("checkout.paymentInformation")}</h2>
        <p>
          {onDelivery
            ? t("checkout.payOnDelivery")
            : t("order.paymentPending", { method: last.paymentTitle })}
        </p>
      </div>
      <p className="confirmation__total">
        {t("order.total")}: <strong>{formatPrice(order.totals.grand_total)}</strong>
      </p>
      <Link to={storePath(store, "/")} className="button">
        {t("order.continueShopping")}
      </Link>
    </div>
  );
}
