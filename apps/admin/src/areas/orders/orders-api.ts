import type { OrderListRow } from "@etalage/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api-client";
import { useListQuery } from "../../shared/list-query";
import type { OrderView } from "./order-view";

/** The list's search and filters, as they stand in the screen's URL. */
export interface OrderListQuery {
  q?: string;
  status?: string;
  payment?: string;
  from?: string;
  to?: string;
  page: number;
}

export const ORDER_PAGE_SIZE = 20;

export function useOrderList(query: OrderListQuery) {
  return useListQuery<OrderListRow>("orders", "/api/admin/orders", { ...query }, ORDER_PAGE_SIZE);
}

export const orderKey = (orderNumber: string) => ["orders", "one", orderNumber] as const;

export function useOrder(orderNumber: string) {
  return useQuery({
    queryKey: orderKey(orderNumber),
    queryFn: () => api.get<OrderView>(`/api/admin/orders/${encodeURIComponent(orderNumber)}`),
  });
}
