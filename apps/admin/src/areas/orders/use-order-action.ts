import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

/**
 * An action on one order (`POST /api/admin/orders/{number}/{action}`): after it the order, the
 * lists and the dashboard are read again, as they changed.
 */
export function useOrderAction<Result, Body>(orderNumber: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      api.post<Result>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/${action}`, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["orders"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
