import type { ApiFetch } from "@etalage/contracts";

/**
 * The API process renders the shop in-process and hands every loader `{ api, testMode }`: a fetch
 * that answers `/api/*` without a socket, and whether the shop runs in test mode (no real
 * payments: every page says so). Browser code uses plain `fetch` on the same paths.
 */
declare module "react-router" {
  interface AppLoadContext {
    api: ApiFetch;
    testMode?: boolean;
  }
}
