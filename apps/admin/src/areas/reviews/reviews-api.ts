import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review of `GET /api/admin/reviews`, with its product. */
export interface ReviewRow {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  status: ReviewStatus;
  store_code: string;
  created_at: string;
  product_sku: string;
  product_name: string;
}

export function useReviews(status: ReviewStatus) {
  return useQuery({
    queryKey: ["reviews", status],
    queryFn: () => api.get<{ items: ReviewRow[] }>(`/api/admin/reviews?status=${status}`),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects a review; the lists and the dashboard's count are read again. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "reject" }) =>
      api.post<ReviewRow>(`/api/admin/reviews/${id}/${action}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["reviews"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
