import type { OrderRequest } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useTranslation } from "../../../i18n/i18n";
import type { OfflineOrderNote } from "./offline-order-notes";

const linesTotal = (order: OrderRequest) =>
  order.products.reduce((sum, line) => sum + (line.price ?? 0) * line.qty, 0);

/** The lines of an order placed offline and its total, as the shopper saw them. */
export function OrderLines({
  order,
  note,
}: {
  order: OrderRequest;
  note: OfflineOrderNote | undefined;
}) {
  const { t } = useTranslation();
  const total = note?.grandTotal ?? linesTotal(order);
  return (
    <div className="offline-order__lines">
      <ul>
        {order.products.map((line) => (
          <li key={line.sku} className="offline-order__line" data-sku={line.sku}>
            <span>
              {line.qty} × {line.name ?? line.sku}
            </span>
            <span>{formatPrice((line.price ?? 0) * line.qty)}</span>
          </li>
        ))}
      </ul>
      <p className="offline-order__total" data-testid="offline-order-total">
        <span>
          {t("order.total")}
          {note?.grandTotal != null ? (
            <span className="offline-order__small"> ({t("offlineOrder.shippingNote")})</span>
          ) : null}
        </span>
        <strong>{formatPrice(total)}</strong>
      </p>
    </div>
  );
}
