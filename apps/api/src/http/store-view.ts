import { STORE_VIEWS, type StoreView } from "@etalage/contracts";
import type { FastifyRequest } from "fastify";
import { badRequest } from "./http-error";

/** The store view of a request: `?storeCode=` or the `x-vs-store-code` header, Dutch by default. */
export function storeViewOf(req: FastifyRequest): StoreView {
  const query = req.query as Record<string, unknown> | undefined;
  const code = query?.storeCode ?? req.headers["x-vs-store-code"] ?? "nl";
  if (typeof code !== "string" || !(code in STORE_VIEWS))
    throw badRequest(`Unknown store code: ${String(code)}`);
  return STORE_VIEWS[code as keyof typeof STORE_VIEWS];
}

/** The store view of a numeric storeId (1 Dutch, 2 English), as render-list sends it. */
export function storeViewById(storeId: number | undefined): StoreView {
  const view = Object.values(STORE_VIEWS).find((v) => v.storeId === (storeId ?? 1));
  if (!view) throw badRequest(`Unknown storeId: ${storeId}`);
  return view;
}
