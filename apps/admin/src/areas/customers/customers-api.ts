import type { CustomerDetail, CustomerListRow } from "@etalage/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";
import { useListQuery } from "../../shared/list-query";

export const CUSTOMER_PAGE_SIZE = 25;

export function useCustomerList(q: string | undefined, page: number) {
  return useListQuery<CustomerListRow>(
    "customers",
    "/api/admin/customers",
    { q, page },
    CUSTOMER_PAGE_SIZE,
  );
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: ["customers", "one", id],
    queryFn: () => api.get<CustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** The download of her data: a plain link, the session's cookie goes with it. */
export const customerExportUrl = (id: number) => `/api/admin/customers/${id}/export`;

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<true>(`/api/admin/customers/${id}/delete`),
    onSuccess: () =>
      Promise.all(
        ["customers", "orders", "dashboard"].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
