import { formatShopDate } from "@etalage/contracts";
import { useTranslation } from "../../../i18n/i18n";
import type { QueuedOrder } from "../../../parts/offline/task-record";
import { placeOfRefusal } from "../rules/order-refusal";
import { OrderLines } from "./offline-order-lines";
import type { OfflineOrderNote } from "./offline-order-notes";

interface WaitingOrderProps {
  order: QueuedOrder;
  note: OfflineOrderNote | undefined;
  /** Why the last try to send it did not go out, if it did not. */
  problem: string | undefined;
  /** The order being sent now, if any: one at a time. */
  sending: string | null;
  onConfirm(): void;
  onRemove(): void;
}

/** One order placed offline in the confirmation modal: its lines, the shop's refusal if any, and its button. */
export function WaitingOrder({
  order,
  note,
  problem,
  sending,
  onConfirm,
  onRemove,
}: WaitingOrderProps) {
  const { t } = useTranslation();
  const refusalText = (message: string) => {
    const key = placeOfRefusal(message).key;
    return key ? t(key) : message;
  };
  return (
    <section className="offline-order" data-testid="offline-order" data-order-id={order.order_id}>
      <p className="offline-order__date">
        {t("offlineOrder.orderedOn", {
          date: formatShopDate(order.created_at),
        })}
      </p>
      <OrderLines order={order.order} note={note} />
      {order.refusal ? (
        <div className="place-error" role="alert" data-testid="offline-order-refusal">
          <p className="place-error__title">{t("order.placeError")}</p>
          <p>{refusalText(order.refusal)}</p>
        </div>
      ) : null}
      {problem ? (
        <p className="offline-order__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="modal-actions">
        {order.refusal ? (
          <button
            type="button"
            className="button button--quiet"
            data-testid="remove-offline-order"
            onClick={onRemove}
          >
            {t("offlineOrder.remove")}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            data-testid="confirm-offline-order"
            disabled={sending !== null}
            aria-busy={sending === order.order_id}
            onClick={onConfirm}
          >
            {sending === order.order_id ? t("offlineOrder.sending") : t("offlineOrder.confirm")}
          </button>
        )}
      </div>
    </section>
  );
}
