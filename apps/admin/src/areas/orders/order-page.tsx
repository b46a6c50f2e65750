import { Link, useParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { sharedTexts } from "../../shared/shared-texts";
import { OrderActions } from "./order-actions";
import { OrderCustomer } from "./order-customer";
import { orderDetailTexts } from "./order-detail-texts";
import { OrderDocuments } from "./order-documents";
import { OrderHistory, OrderMails } from "./order-history";
import { OrderLines, OrderTotals } from "./order-lines";
import { OrderMoney } from "./order-money";
import { OrderReturns, OrderShipments } from "./order-shipments";
import { orderStatusTexts } from "./order-status-texts";
import { useOrder } from "./orders-api";

/** One order with everything `GET /api/admin/orders/{number}` gives, and what staff can do. */
export function OrderPage() {
  const { orderNumber = "" } = useParams();
  const t = useTexts(orderDetailTexts);
  const shared = useTexts(sharedTexts);
  const labels = useTexts(orderStatusTexts);
  usePageTitle(t.title(orderNumber));
  const order = useOrder(orderNumber);

  if (order.isPending) return <p className="page-loading">{shared.loading}</p>;
  if (order.error)
    return (
      <section className="screen">
        <p>
          <Link to="/orders">{t.backToList}</Link>
        </p>
        <ApiMessage error={order.error} />
      </section>
    );
  const o = order.data;
  return (
    <section className="screen" aria-labelledby="order-title">
      <p className="crumb">
        <Link to="/orders">{t.backToList}</Link>
      </p>
      <header className="order-head">
        <h1 id="order-title" className="screen-title">
          {t.title(o.increment_id)}
        </h1>
        <p className="order-badges">
          <span className={`badge badge-${o.status}`}>{labels.status[o.status] ?? o.status}</span>
          <span className="badge">{labels.payment[o.payment_status] ?? o.payment_status}</span>
        </p>
        <p className="muted">
          {t.placedAt(dateTime(o.created_at))} · {t.storeView} {o.store_code}
        </p>
      </header>

      <OrderActions order={o} />

      <div className="order-grid">
        <div className="order-main">
          <OrderLines order={o} />
          <OrderTotals order={o} />
          <OrderShipments order={o} />
          <OrderReturns order={o} />
          <OrderHistory order={o} />
        </div>
        <aside className="order-side">
          <OrderCustomer order={o} />
          <OrderMoney order={o} />
          <OrderDocuments order={o} />
          <OrderMails order={o} />
        </aside>
      </div>
    </section>
  );
}
