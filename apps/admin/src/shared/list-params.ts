import { useSearchParams } from "react-router";

/** The page a list's URL asks for: a whole number from 1, else the first. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A list's search, filters and page in the URL, so that a link or a reload shows the same list.
 * `setParam` changes one filter (back to the first page) or the page, keeping the rest.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== "page") next.delete("page");
      return next;
    });
  return { params, setParams, setParam };
}
