import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** A list's search, filters and page; an empty or missing one filters nothing. */
export type ListQuery = Record<string, string | number | undefined>;

/**
 * One page of a back-office list, `GET {path}?…&pageSize=…`: kept under `[name, "list", …]`, and
 * the page shown so far stays while the next one loads.
 */
export function useListQuery<Row>(name: string, path: string, query: ListQuery, pageSize: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  params.set("pageSize", String(pageSize));
  return useQuery({
    queryKey: [name, "list", params.toString()],
    queryFn: () => api.get<{ items: Row[]; total: number }>(`${path}?${params}`),
    placeholderData: keepPreviousData,
  });
}
