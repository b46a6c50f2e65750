/** Every API reply (except catalogue search and url/map) is this envelope; HTTP status equals code. */
export interface Envelope<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

export interface HealthResult {
  status: "ok";
  version: string;
  database: "sqlite" | "postgres";
  products: number;
  uptimeSeconds: number;
}

/**
 * How the storefront reaches the API: plain `fetch` in the browser; during server rendering
 * the API process hands in a function that answers in-process without a socket.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
