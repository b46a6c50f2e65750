import type { BookedDelivery, StaffProduct } from "@etalage/contracts";
import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../shared/api-client";

/** What the intake shows of a product: its names, its type and its pieces now. */
export type StockProduct = Pick<StaffProduct, "sku" | "type" | "name" | "qty">;

/** A line's product as the shop knows it; `null` when no product has that sku. */
export type LineProduct = StockProduct | null;

/** Each line's product, looked up as it is entered (`GET /api/admin/products/{sku}`). */
export function useLineProducts(skus: readonly string[]) {
  return useQueries({
    queries: skus.map((sku) => ({
      queryKey: ["products", "stock-line", sku],
      queryFn: async (): Promise<LineProduct> => {
        try {
          return await api.get<StockProduct>(`/api/admin/products/${encodeURIComponent(sku)}`);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      retry: false,
    })),
  });
}

/** `POST /api/admin/stock`: the delivery's pieces added; the products are read again after it. */
export function useBookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { sku: string; qty: number }[]) =>
      api.post<BookedDelivery>("/api/admin/stock", { items }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["products"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
