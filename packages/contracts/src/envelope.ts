/** Every API reply (except catalogue search and url/map) is this envelope; HTTP status equals code. */
export interface Envelope<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

/**
 * `GET /api/health`: 200 with HealthReady once the shop can serve, else 503 with
 * HealthUnavailable. The optional fields only for a check made on the shop's own machine or with
 * HEALTH_TOKEN; anyone else reads the status and the version alone.
 */
export type HealthResult = HealthReady | HealthUnavailable;

export interface HealthReady {
  status: "ok";
  /** The shop's version, from the root package.json. */
  version: string;
  database?: "sqlite" | "postgres";
  /** Products in the search index. */
  products?: number;
  uptimeSeconds?: number;
}

export interface HealthUnavailable {
  status: "unavailable";
  version: string;
  /** What is wrong, in words a shop owner can act on. */
  reason?: string;
}

/**
 * How the storefront reaches the API: plain `fetch` in the browser; during server rendering
 * the API process hands in a function that answers in-process without a socket.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
