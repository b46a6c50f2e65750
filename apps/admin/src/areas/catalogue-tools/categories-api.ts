import type { CategoryTreeNode } from "@etalage/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

export const CATEGORIES_KEY = ["categories"] as const;

/** The whole tree from the shop's root category down. */
export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => api.get<CategoryTreeNode[]>("/api/admin/categories"),
  });
}

export interface NewCategory {
  name: { nl: string; en: string };
  parent_id: number;
}

export type CategoryChanges = Partial<{
  name: { nl: string; en: string };
  parent_id: number;
  position: number;
  is_active: boolean;
}>;

/** Each change answers the whole tree again: it takes the cache's place at once. */
function useTreeChange<Input>(call: (input: Input) => Promise<CategoryTreeNode[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (tree) => queryClient.setQueryData(CATEGORIES_KEY, tree),
  });
}

export const useCreateCategory = () =>
  useTreeChange((category: NewCategory) =>
    api.post<CategoryTreeNode[]>("/api/admin/categories", category),
  );

export const useChangeCategory = () =>
  useTreeChange(({ id, changes }: { id: number; changes: CategoryChanges }) =>
    api.patch<CategoryTreeNode[]>(`/api/admin/categories/${id}`, changes),
  );
