import type { ReturnReason, ReturnView, StoreCode } from "@etalage/contracts";
import { ApiRefusal, callApi } from "../../../lib/api/api-call";
import { sessionStorageOf } from "../session/session-storage";

/** What of an order can still go back, and until when (`GET /api/user/returns/returnable`). */
export interface Returnable {
  until: string | null;
  open: boolean;
  lines: { sku: string; name: string; qty: number }[];
}

export interface ReturnLineRequest {
  sku: string;
  qty: number;
  reason: ReturnReason;
  comment?: string;
}

/** The stored token and the store view, as every account call sends them. */
function accountQuery(store: StoreCode): URLSearchParams {
  const token = sessionStorageOf(window.localStorage).read().token;
  if (token === null) throw new ApiRefusal(401, "not authorized");
  return new URLSearchParams({ token, storeCode: store });
}

export function fetchReturnable(store: StoreCode, incrementId: string): Promise<Returnable> {
  const query = accountQuery(store);
  query.set("increment_id", incrementId);
  return callApi<Returnable>(`/api/user/returns/returnable?${query}`, { cache: "no-cache" });
}

/** `POST /api/user/returns`: the chosen lines go back; the answer holds the return number. */
export const requestReturn = (
  store: StoreCode,
  incrementId: string,
  lines: ReturnLineRequest[],
): Promise<ReturnView> =>
  callApi<ReturnView>(`/api/user/returns?${accountQuery(store)}`, {
    method: "POST",
    body: { increment_id: incrementId, lines },
  });
