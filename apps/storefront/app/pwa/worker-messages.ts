/** The page asks a waiting service worker (a new deploy's) to take over. */
export const SKIP_WAITING = "SKIP_WAITING";
