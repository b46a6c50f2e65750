import type { HistoryOrder } from "@etalage/contracts";
import { formatShopDate } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import type { MessageKey } from "../../../i18n/translate";
import { AccountSection } from "../account-section";
import { theSession, useSession } from "../session/session-engine";
import { ORDER_HISTORY_PAGE_SIZE } from "../session/user-api";
import { OrderDetail } from "./order-detail";
import { OrderFiles, OrderPaymentStatus } from "./order-payment";

/** The order statuses the history names in words ("Verzonden"); another shows as it is. */
const ORDER_STATUSES = [
  "pending",
  "pending_payment",
  "processing",
  "complete",
  "closed",
  "canceled",
];

/** Orders and order history: pages of 20 (docs/specification/constants.md), an order's detail on a click. */
export function OrdersSection() {
  const { t } = useTranslation();
  const history = useSession().ordersHistory;
  const [open, setOpen] = useState<HistoryOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const page = history?.search_criteria.current_page ?? 1;
  const pages = Math.max(1, Math.ceil((history?.total_count ?? 0) / ORDER_HISTORY_PAGE_SIZE));
  const goTo = (next: number) => {
    setBusy(true);
    void theSession()
      .loadOrders(next)
      .finally(() => setBusy(false));
  };

  return (
    <AccountSection id="orders" title={t("account.orders.title")}>
      {open ? (
        <OrderDetail order={open} onBack={() => setOpen(null)} />
      ) : !history || history.items.length === 0 ? (
        <p className="account-note">{t("account.orders.none")}</p>
      ) : (
        <>
          <ul className="order-list" data-testid="order-list" aria-busy={busy}>
            {history.items.map((order) => (
              <li key={order.entity_id} className="order-card" data-testid="order">
                <strong>{t("account.orders.number", { number: order.increment_id })}</strong>
                <span>
                  {t("account.orders.date")}: {formatShopDate(order.created_at)}
                </span>
                <span>
                  {t("account.orders.status")}:{" "}
                  {ORDER_STATUSES.includes(order.status)
                    ? t(`account.orders.statuses.${order.status}` as MessageKey)
                    : order.status}
                </span>
                <OrderPaymentStatus order={order} />
                <span>
                  {t("account.orders.total")}: {formatPrice(order.grand_total)}
                </span>
                <OrderFiles order={order} />
                <div>
                  <button type="button" className="account-link" onClick={() => setOpen(order)}>
                    {t("account.orders.view")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="order-pages">
              <button
                type="button"
                className="account-link"
                disabled={page <= 1 || busy}
                onClick={() => goTo(page - 1)}
              >
                {t("account.orders.previous")}
              </button>
              <span>{t("account.orders.page", { page, pages })}</span>
              <button
                type="button"
                className="account-link"
                disabled={page >= pages || busy}
                onClick={() => goTo(page + 1)}
              >
                {t("account.orders.next")}
              </button>
            </div>
          ) : null}
        </>
      )}
    </AccountSection>
  );
}
