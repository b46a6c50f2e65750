import type { ModeratedReview, ReviewStatusName } from "@etalage/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

/** The statuses the list can show, in the filter's order. */
export const REVIEW_STATUSES: readonly ReviewStatusName[] = ["pending", "approved", "rejected"];

export function useReviews(status: ReviewStatusName) {
  return useQuery({
    queryKey: ["reviews", status],
    queryFn: () => api.get<{ items: ModeratedReview[] }>(`/api/admin/reviews?status=${status}`),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects a review; the lists and the dashboard's count are read again. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "reject" }) =>
      api.post<ModeratedReview>(`/api/admin/reviews/${id}/${action}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["reviews"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
