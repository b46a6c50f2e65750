import type { HistoryOrder } from "@etalage/contracts";
import { useTranslation } from "../../../i18n/i18n";
import { InvoiceLink } from "../../../ui/invoice-link";
import { OrderDownloads } from "../../../ui/order-downloads";
import { userToken } from "../../cart/public";
import "../../../ui/status-badge.css";

/** The order's payment status, labelled by its group (docs/specification/checkout-and-orders.md "Payment status groups"). */
export function OrderPaymentStatus({ order }: { order: HistoryOrder }) {
  const { t } = useTranslation();
  // A history stored by an older shop has no payment status: nothing to show then.
  const group = order.payment?.status_group;
  if (!group) return null;
  return (
    <span className="order-payment-status">
      {t("account.orders.paymentStatus")}:{" "}
      <span
        className={`status-badge status-badge--${group}`}
        data-testid="order-payment-status"
        data-group={group}
      >
        {t(`account.orders.paymentGroups.${group}`)}
      </span>
    </span>
  );
}

/** The invoice and the files of a paid order, opened with the customer's own token. */
export function OrderFiles({ order }: { order: HistoryOrder }) {
  const proof = () => ({ token: userToken() });
  return (
    <>
      <InvoiceLink
        incrementId={order.increment_id}
        invoiceNumber={order.extension_attributes.invoice_number}
        proof={proof}
        label="account.orders.invoice"
        failed="account.orders.invoiceFailed"
      />
      <OrderDownloads
        downloads={order.extension_attributes.downloads ?? []}
        proof={proof}
        heading="account.orders.downloads"
        failed="account.orders.downloadFailed"
      />
    </>
  );
}
