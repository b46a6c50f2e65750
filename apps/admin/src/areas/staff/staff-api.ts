import type { StaffMember } from "@etalage/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

export interface NewStaffMember {
  email: string;
  name: string;
  role: "owner" | "staff";
  password: string;
}

export const STAFF_KEY = ["staff"] as const;

export function useStaff() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => api.get<{ items: StaffMember[] }>("/api/admin/staff"),
  });
}

/** A change of the staff (add, disable, new password): the list is read again after it. */
function useStaffChange<Input>(call: (input: Input) => Promise<StaffMember>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export const useAddStaff = () =>
  useStaffChange((member: NewStaffMember) => api.post<StaffMember>("/api/admin/staff", member));

export const useDisableStaff = () =>
  useStaffChange((id: number) => api.post<StaffMember>(`/api/admin/staff/${id}/disable`));

export const useStaffPassword = () =>
  useStaffChange(({ id, password }: { id: number; password: string }) =>
    api.post<StaffMember>(`/api/admin/staff/${id}/password`, { password }),
  );
