import { storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { InvoiceLink } from "../../ui/invoice-link";
import { OrderDownloads } from "../../ui/order-downloads";
import { userToken } from "../cart/public";
import type { OrderStatusView } from "./rules/payment-status";
import { type PaymentStatusOptions, usePaymentStatus } from "./use-payment-status";
import "../../ui/status-badge.css";
import "./order-status.css";
import "../../i18n/payment-texts";

function HomeLink() {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <Link to={storePath(store, "/")} className="button" data-testid="order-status-home">
      {t("orderStatus.backHome")}
    </Link>
  );
}

function StatusBody({ view, token }: { view: OrderStatusView; token: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  switch (view.kind) {
    case "loading":
      return <p className="order-status__loading">{t("orderStatus.loading")}</p>;
    case "hashIncorrect":
      return (
        <p className="order-status__problem" role="alert" data-testid="order-status-problem">
          {t("orderStatus.hashIncorrect")}
        </p>
      );
    case "problem":
      return (
        <p className="order-status__problem" role="alert" data-testid="order-status-problem">
          {t("orderStatus.problem")}
        </p>
      );
    case "fetchFailed":
      return (
        <>
          <p className="order-status__problem" role="alert" data-testid="order-status-problem">
            {t("orderStatus.fetchFailed")}
          </p>
          <HomeLink />
        </>
      );
    case "status":
      return (
        <>
          <h1 className="page-title" data-testid="order-status-title">
            {view.paid
              ? t("orderStatus.paidTitle", { number: view.orderNumber })
              : t("orderStatus.pendingTitle", { number: view.orderNumber })}
          </h1>
          {view.placedAt ? (
            <p data-testid="order-status-placed">
              {t("orderStatus.placedAt", { date: view.placedAt })}
            </p>
          ) : null}
          <p className="order-status__label">
            {t("orderStatus.statusLabel")}:{" "}
            <span
              className={`status-badge status-badge--${view.group}`}
              data-testid="payment-status-label"
              data-group={view.group}
            >
              {t(`orderStatus.groups.${view.group}`)}
            </span>
          </p>
          <p data-testid="order-status-message">
            {t(`orderStatus.messages.${view.group}`, { email: view.email })}
          </p>
          <InvoiceLink
            incrementId={view.orderNumber}
            invoiceNumber={view.invoiceNumber}
            proof={() => ({ orderToken: token, token: userToken() || undefined })}
            label="orderStatus.invoice"
            failed="orderStatus.invoiceFailed"
          />
          <OrderDownloads
            downloads={view.downloads}
            proof={() => ({ orderToken: token, token: userToken() || undefined })}
            heading="orderStatus.downloads"
            failed="orderStatus.downloadFailed"
          />
          <Link to={storePath(store, "/")} className="button">
            {t("orderStatus.continueShopping")}
          </Link>
        </>
      );
  }
}

/** `/order-status/{order_token}` (docs/specification/checkout-and-orders.md "Order status page"): where the gateway sends back. */
export function OrderStatusPage({
  token,
  checking,
}: {
  token: string;
  /** How the status is asked (the tests' fake API); the shop's own call by default. */
  checking?: PaymentStatusOptions;
}) {
  const { t } = useTranslation();
  const { view, offline } = usePaymentStatus(token, checking);
  return (
    <div className="order-status" data-testid="order-status" data-view={view.kind}>
      {view.kind === "status" ? null : <p className="eyebrow">{t("orderStatus.eyebrow")}</p>}
      {offline ? (
        <div className="order-status__offline" role="status" data-testid="order-status-offline">
          <p className="order-status__offline-title">{t("orderStatus.offline")}</p>
          <p>{t("orderStatus.offlineNote")}</p>
        </div>
      ) : null}
      <StatusBody view={view} token={token} />
    </div>
  );
}
