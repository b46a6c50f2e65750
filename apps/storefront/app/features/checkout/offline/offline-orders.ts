import type { OrderRequest, StoreCode } from "@etalage/contracts";
import { OFFLINE_ORDERS_AUTO_SEND_DEFAULT } from "../../../parts/offline/offline-constants";
import { type OfflineData, offlineData } from "../../../parts/offline/offline-engine";
import { noteOfflineOrder, type OfflineOrderNote } from "./offline-order-notes";

const AUTO_SEND_KEY = "etalage:offline-orders-auto-send";

/**
 * The shop's OFFLINE_ORDERS_AUTO_SEND (`GET /api/offline-orders/settings`), remembered for the
 * visits that start offline; off when it was never read.
 */
async function autoSendSetting(): Promise<boolean> {
  try {
    const reply = await fetch("/api/offline-orders/settings", { cache: "no-store" });
    const body = (await reply.json()) as { code?: number; result?: { autoSend?: unknown } };
    if (body.code === 200 && typeof body.result?.autoSend === "boolean") {
      window.localStorage.setItem(AUTO_SEND_KEY, String(body.result.autoSend));
      return body.result.autoSend;
    }
  } catch {
    // Offline or refused: the setting last read, below.
  }
  const stored = window.localStorage.getItem(AUTO_SEND_KEY);
  return stored === null ? OFFLINE_ORDERS_AUTO_SEND_DEFAULT : stored === "true";
}

let data: Promise<OfflineData & { autoSend: boolean }> | null = null;

/** The offline engine with the shop's auto-send setting, made once per tab. */
export function offlineOrders(): Promise<OfflineData & { autoSend: boolean }> {
  data ??= autoSendSetting().then(async (autoSend) => ({
    ...(await offlineData(autoSend)),
    autoSend,
  }));
  return data;
}

/** Keeps an order the shop could not be reached for, with what the shopper saw of it. */
export async function queueOfflineOrder(
  order: OrderRequest & { order_id: string },
  storeCode: StoreCode,
  note: OfflineOrderNote,
): Promise<void> {
  const { orders } = await offlineOrders();
  await orders.queue(order, storeCode);
  noteOfflineOrder(order.order_id, note);
}
