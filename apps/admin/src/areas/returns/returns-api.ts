import type { ReturnStatus, ReturnView } from "@etalage/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

export const RETURN_STATUSES: readonly ReturnStatus[] = [
  "requested",
  "received",
  "refunded",
  "rejected",
];

/** The returns of one status, or all of them (the queue's default shows all, newest first). */
export function useReturns(status?: ReturnStatus) {
  return useQuery({
    queryKey: ["returns", status ?? "all"],
    queryFn: () =>
      api.get<{ items: ReturnView[] }>(`/api/admin/returns${status ? `?status=${status}` : ""}`),
    placeholderData: keepPreviousData,
  });
}

export interface ReceivedLine {
  sku: string;
  qty: number;
  restock: boolean;
}

/**
 * An action on one return (`receive`, `reject`, `refund`): the returns, the orders (stock,
 * refunds) and the dashboard are read again after it.
 */
export function useReturnAction<Body>(number: string, action: "receive" | "reject" | "refund") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      api.post<ReturnView>(`/api/admin/returns/${encodeURIComponent(number)}/${action}`, body),
    onSuccess: async () => {
      await Promise.all(
        ["returns", "orders", "dashboard", "customers"].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}
