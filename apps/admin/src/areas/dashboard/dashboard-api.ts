import type { Dashboard } from "@etalage/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

export const useDashboard = () =>
  useQuery({
    queryKey: ["dashboard"],
    queryFn: () => api.get<Dashboard>("/api/admin/dashboard"),
  });
