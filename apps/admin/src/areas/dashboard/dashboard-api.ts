import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

export interface Takings {
  incl_vat: number;
  excl_vat: number;
  orders: number;
}

/** `GET /api/admin/dashboard`. */
export interface Dashboard {
  revenue: { today: Takings; days7: Takings; days30: Takings };
  revenue_by_day: { date: string; incl_vat: number }[];
  orders_to_ship: number;
  returns_waiting: number;
  low_stock: { sku: string; name: string; qty: number }[];
  reviews_waiting: number;
}

export const useDashboard = () =>
  useQuery({
    queryKey: ["dashboard"],
    queryFn: () => api.get<Dashboard>("/api/admin/dashboard"),
  });
