import { type OrderRequest, storePath } from "@etalage/contracts";
import { useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useStoreView } from "../../../lib/use-store-view";
import { ModalDialog } from "../../../parts/modal/modal-dialog";
import { ORDERS_WAITING_EVENT } from "../../../parts/offline/offline-engine";
import { sendsWithoutAsking } from "../../../parts/offline/order-queue";
import type { QueuedOrder } from "../../../parts/offline/task-record";
import { type LastOrder, writeLastOrder } from "../checkout-storage";
import { OrderLines } from "./offline-order-lines";
import {
  dropOfflineOrderNote,
  noteOfflineOrder,
  type OfflineOrderNote,
  readOfflineOrderNotes,
} from "./offline-order-notes";
import { offlineOrders } from "./offline-orders";
import { WaitingOrder } from "./waiting-order";
import "../../../parts/modal/modal-actions.css";
import "./offline-orders.css";

/** A placed order stays known to the other tabs this long after it was shown, then goes. */
const KEEP_PLACED_MS = 10 * 60 * 1000;

/**
 * docs/specification/offline-and-caches.md "Offline queue": back online, 'Order waiting!' — 'Click here to confirm the order
 * that you made offline.' opens the order confirmation modal (docs/specification/routes-and-screens.md) with each waiting
 * order's lines and total and a button that sends it. Placed → the usual confirmation; refused
 * (a sold-out variant) → the shop's message, and the order stays listed until the shopper
 * removes it. With OFFLINE_ORDERS_AUTO_SEND the orders go out by themselves.
 */
export function OfflineOrdersNotice({ onThankYouPage = false }: { onThankYouPage?: boolean }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<QueuedOrder[]>([]);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const showPlaced = useCallback(
    (order: QueuedOrder) => {
      if (!order.result) return;
      const note = readOfflineOrderNotes()[order.order_id];
      const lastOrder: LastOrder = {
        order: order.result,
        placedAt: order.transmited_at ?? Date.now(),
        email: order.order.addressInformation.billingAddress.email ?? "",
        paymentMethod: order.order.addressInformation
          .payment_method_code as LastOrder["paymentMethod"],
        paymentTitle: note?.paymentTitle ?? order.order.addressInformation.payment_method_code,
      };
      writeLastOrder(lastOrder);
      noteOfflineOrder(order.order_id, {
        grandTotal: note?.grandTotal ?? null,
        paymentTitle: lastOrder.paymentTitle,
        seenAt: Date.now(),
      });
      setOpen(false);
      navigate(storePath(store, "/checkout/confirmation"), {
        replace: true,
        state: { offlineOrder: order.order_id },
      });
    },
    [navigate, store],
  );

  const refresh = useCallback(async () => {
    if (!navigator.onLine) {
      setWaiting([]);
      return;
    }
    const { orders, autoSend } = await offlineOrders();
    // docs/specification/offline-and-caches.md: sent by themselves with auto-send on, or when the shopper is on the thank-you page.
    await orders.onlineAgain(sendsWithoutAsking(autoSend, onThankYouPage));
    const left = await orders.waiting();
    // Noted orders no longer waiting were placed: sent automatically, or from another tab.
    for (const [orderId, note] of Object.entries(readOfflineOrderNotes())) {
      if (left.some((order) => order.order_id === orderId)) continue;
      const outcome = await orders.send(orderId);
      if (outcome.kind === "unknown") dropOfflineOrderNote(orderId);
      if (outcome.kind !== "placed") continue;
      if (note.seenAt === undefined) {
        showPlaced(outcome.order);
        return;
      }
      if (Date.now() - note.seenAt > KEEP_PLACED_MS) {
        await orders.forget(orderId);
        dropOfflineOrderNote(orderId);
      }
    }
    setWaiting(left);
  }, [showPlaced, onThankYouPage]);

  useEffect(() => {
    const again = () => void refresh().catch((error: unknown) => console.error(error));
    again();
    const offline = () => setWaiting([]);
    window.addEventListener(ORDERS_WAITING_EVENT, again);
    window.addEventListener("online", again);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener(ORDERS_WAITING_EVENT, again);
      window.removeEventListener("online", again);
      window.removeEventListener("offline", offline);
    };
  }, [refresh]);

  async function confirm(order: QueuedOrder) {
    setSending(order.order_id);
    setProblems(({ [order.order_id]: _old, ...rest }) => rest);
    try {
      const { orders } = await offlineOrders();
      const outcome = navigator.onLine ? await orders.send(order.order_id) : null;
      if (outcome === null) {
        setProblems((p) => ({ ...p, [order.order_id]: t("offlineOrder.stillOffline") }));
      } else if (outcome.kind === "placed") {
        showPlaced(outcome.order);
      } else if (outcome.kind === "refused") {
        setWaiting(await orders.waiting());
      } else if (outcome.kind === "waiting") {
        setProblems((p) => ({ ...p, [order.order_id]: t("offlineOrder.notSent") }));
      } else {
        dropOfflineOrderNote(order.order_id);
        setWaiting(await orders.waiting());
      }
    } catch (error) {
      console.error("The order placed offline was not sent.", error);
      setProblems((p) => ({ ...p, [order.order_id]: t("offlineOrder.notSent") }));
    } finally {
      setSending(null);
    }
  }

  async function remove(order: QueuedOrder) {
    const { orders } = await offlineOrders();
    await orders.forget(order.order_id);
    dropOfflineOrderNote(order.order_id);
    const left = await orders.waiting();
    setWaiting(left);
    if (left.length === 0) setOpen(false);
  }

  if (waiting.length === 0) return null;
  const notes = readOfflineOrderNotes();
  return createPortal(
    <>
      {open ? null : (
        <button
          type="button"
          className="offline-order-notice"
          data-testid="offline-order-notice"
          onClick={() => setOpen(true)}
        >
          <strong className="offline-order-notice__title">{t("offlineOrder.waitingTitle")}</strong>
          <span>{t("offlineOrder.waitingMessage")}</span>
        </button>
      )}
      <ModalDialog open={open} title={t("offlineOrder.modalTitle")} onClose={() => setOpen(false)}>
        <div className="offline-order-modal" data-testid="offline-order-modal">
          <p className="modal-text">{t("offlineOrder.modalIntro")}</p>
          {waiting.map((order) => (
            <WaitingOrder
              key={order.order_id}
              order={order}
              note={notes[order.order_id]}
              problem={problems[order.order_id]}
              sending={sending}
              onConfirm={() => void confirm(order)}
              onRemove={() => void remove(order)}
            />
          ))}
        </div>
      </ModalDialog>
    </>,
    document.body,
  );
}

/** The checkout's end when the order could not go out: it waits in the browser (docs/specification/checkout-and-orders.md). */
export function QueuedConfirmation({
  order,
  note,
}: {
  order: OrderRequest & { order_id: string };
  note: OfflineOrderNote;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="confirmation" data-testid="queued-confirmation">
      <p className="eyebrow">{t("order.metaTitle")}</p>
      <h1 className="page-title">{t("offlineOrder.queuedTitle")}</h1>
      <p className="offline-order__note">{t("offlineOrder.queuedNote")}</p>
      <div className="offline-order offline-order--page">
        <OrderLines order={order} note={note} />
      </div>
      <Link to={storePath(store, "/")} className="button">
        {t("order.continueShopping")}
      </Link>
      <OfflineOrdersNotice onThankYouPage />
    </div>
  );
}
