import type { ApiFetch } from "@etalage/contracts";

/**
 * The API process renders the shop in-process and hands every loader `{ api }`: a fetch that
 * answers `/api/*` without a socket. Browser code uses plain `fetch` on the same paths.
 */
declare module "react-router" {
  interface AppLoadContext {
    api: ApiFetch;
  }
}
