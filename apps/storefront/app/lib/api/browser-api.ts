import type { ApiFetch } from "@etalage/contracts";

/** The API as the browser reaches it: plain fetch on the same origin's /api paths. */
export const browserApi: ApiFetch = (path, init) => fetch(path, init);
