import type { HistoryOrder, OrderAddress } from "@etalage/contracts";
import { formatShopDate } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useTranslation } from "../../../i18n/i18n";
import { useStoreView } from "../../../lib/use-store-view";
import { LazyOrderReturn } from "../returns/order-return-lazy";
import { orderAgain } from "./order-again";
import { OrderFiles, OrderPaymentStatus } from "./order-payment";

function AddressLines({ address }: { address: OrderAddress | null | undefined }) {
  if (!address) return null;
  return (
    <address>
      {address.firstname} {address.lastname}
      <br />
      {address.street.join(" ")}
      <br />
      {address.postcode} {address.city} ({address.country_id})
    </address>
  );
}

/** An order's lines, totals, addresses, payment method and status. */
export function OrderDetail({ order, onBack }: { order: HistoryOrder; onBack(): void }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const shipping = order.extension_attributes.shipping_assignments[0]?.shipping.address;
  return (
    <div className="account-form" data-testid="order-detail">
      <div>
        <button type="button" className="account-link" onClick={onBack}>
          {t("account.orders.back")}
        </button>
      </div>
      <h3 className="account-section__title">
        {t("account.orders.number", { number: order.increment_id })}
      </h3>
      <p>
        {formatShopDate(order.created_at)} · {t("account.orders.status")}: {order.status}
      </p>
      <p>
        <OrderPaymentStatus order={order} />
      </p>
      <OrderFiles order={order} />
      <table className="order-table">
        <caption className="visually-hidden">{t("account.orders.items")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account.orders.items")}</th>
            <th scope="col">{t("account.orders.quantity")}</th>
            <th scope="col">{t("account.orders.total")}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.item_id}>
              <td>
                {item.name} <small>({item.sku})</small>
              </td>
              <td>{item.qty_ordered}</td>
              <td>{formatPrice(item.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-table">
        <dt>{t("account.orders.subtotal")}</dt>
        <dd>{formatPrice(order.subtotal_incl_tax)}</dd>
        <dt>{t("account.orders.shipping")}</dt>
        <dd>{formatPrice(order.shipping_incl_tax)}</dd>
        {order.discount_amount !== 0 ? (
          <>
            <dt>{t("account.orders.discount")}</dt>
            <dd>{formatPrice(order.discount_amount)}</dd>
          </>
        ) : null}
        <dt>{t("account.orders.grandTotal")}</dt>
        <dd>
          <strong>{formatPrice(order.grand_total)}</strong>
        </dd>
      </dl>
      <div className="field-row">
        <div>
          <h4>{t("account.orders.shippingAddress")}</h4>
          <AddressLines address={shipping} />
        </div>
        <div>
          <h4>{t("account.orders.billingAddress")}</h4>
          <AddressLines address={order.billing_address} />
        </div>
      </div>
      <p>
        {t("account.orders.payment")}: {order.payment.method}
      </p>
      <div>
        <button
          type="button"
          className="button"
          data-testid="order-again"
          onClick={() => void orderAgain(order, storeView)}
        >
          {t("account.orders.again")}
        </button>
      </div>
      <LazyOrderReturn incrementId={order.increment_id} />
    </div>
  );
}
