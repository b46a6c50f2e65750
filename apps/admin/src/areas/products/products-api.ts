import type {
  BulkResult,
  CategoryTreeNode,
  Localized,
  ProductListRow,
  StaffProduct,
} from "@etalage/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";
import { pageParam } from "../../shared/list-params";
import { useListQuery } from "../../shared/list-query";

/** The list's search and filters, as they stand in the screen's URL. */
export interface ProductListQuery {
  q?: string;
  category?: string;
  status?: string;
  type?: string;
  stock?: string;
  page: number;
}

export const PRODUCT_PAGE_SIZE = 25;

/** The list's search and filters from the URL: a link or a reload shows the same list. */
export function queryOf(params: URLSearchParams): ProductListQuery {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    q: text("q"),
    category: text("category"),
    status: text("status"),
    type: text("type"),
    stock: text("stock"),
    page: pageParam(params),
  };
}

export function useProductList(query: ProductListQuery) {
  return useListQuery<ProductListRow>(
    "products",
    "/api/admin/products",
    { ...query },
    PRODUCT_PAGE_SIZE,
  );
}

export const productPath = (sku: string) => `/api/admin/products/${encodeURIComponent(sku)}`;

export function useProduct(sku: string | undefined) {
  return useQuery({
    queryKey: ["products", "one", sku],
    queryFn: () => api.get<StaffProduct>(productPath(sku ?? "")),
    enabled: sku !== undefined,
  });
}

/** Every category, flat and in the tree's order, named with its path ("Dames › Jurken"). */
export function useCategories() {
  return useQuery({
    queryKey: ["categories"],
    queryFn: () => api.get<CategoryTreeNode[]>("/api/admin/categories"),
    staleTime: 60_000,
    select: (tree) => {
      const flat: { id: number; path: Localized }[] = [];
      const walk = (nodes: CategoryTreeNode[], above: Localized | null) => {
        for (const node of nodes) {
          const path = above
            ? { nl: `${above.nl} › ${node.name.nl}`, en: `${above.en} › ${node.name.en}` }
            : node.name;
          flat.push({ id: node.id, path });
          walk(node.children, path);
        }
      };
      // The shop's one root category ("Default Category") is left out of the names.
      walk(tree.length === 1 ? (tree[0]?.children ?? []) : tree, null);
      return flat;
    },
  });
}

export type BulkAction =
  | { action: "enable" | "disable" }
  | { action: "category"; category: number }
  | { action: "price"; percent: number };

/** One change for the chosen products (`POST /api/admin/products/bulk`), all or none. */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAction & { skus: string[] }) =>
      api.post<BulkResult>("/api/admin/products/bulk", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["products"] }),
  });
}

/** A new product (POST) or the changed fields of one (PATCH); the product as saved. */
export function useSaveProduct(sku: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      sku === undefined
        ? api.post<StaffProduct>("/api/admin/products", body)
        : api.patch<StaffProduct>(productPath(sku), body),
    onSuccess: async (product) => {
      queryClient.setQueryData(["products", "one", product.sku], product);
      await queryClient.invalidateQueries({ queryKey: ["products", "list"] });
    },
  });
}
