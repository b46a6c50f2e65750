import type { StoreCode } from "@etalage/contracts";
import { ApiRefusal, callApi } from "../../../lib/api/api-call";
import { sessionStorageOf } from "../session/session-storage";

export type ReviewStatus = "pending" | "approved" | "rejected";

/** A review of the customer's own, as `GET /api/review/mine` answers it (the fields shown). */
export interface OwnReview {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  status: ReviewStatus;
  product_sku: string;
  product_name: string;
  created_at: string;
}

/**
 * The logged-in customer's reviews, newest first, with their status. The stored token goes
 * along; a 401 waits for the shared token refresh like every other account call.
 */
export async function myReviews(store: StoreCode): Promise<OwnReview[]> {
  const token = sessionStorageOf(window.localStorage).read().token;
  if (token === null) throw new ApiRefusal(401, "not authorized");
  const query = new URLSearchParams({ token, storeCode: store });
  const reply = await callApi<{ items: OwnReview[] }>(`/api/review/mine?${query}`, {
    cache: "no-cache",
  });
  return reply.items;
}
