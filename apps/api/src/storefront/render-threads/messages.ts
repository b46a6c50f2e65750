/**
 * What the shop's main thread and its render threads say to each other. A render thread renders
 * a page with React Router; every `/api/*` call its loaders make is answered by the main
 * thread, which owns the database, the caches and the catalogue's revision.
 */

/** What a render thread is started with. */
export interface RenderThreadData {
  /** The storefront build's server entry, as a file URL. */
  serverEntry: string;
  testMode: boolean;
}

/** Headers as name and value pairs: a page may set several cookies. */
export type HeaderPairs = [string, string][];

/** The shopper's request for a page, as a render thread rebuilds it. */
export interface PageRequest {
  url: string;
  method: string;
  headers: HeaderPairs;
  /** A form sent (POST), read whole by the main thread. */
  body: ArrayBuffer | undefined;
}

/** The main thread asks for a page. */
export interface RenderAsked extends PageRequest {
  kind: "render";
  id: number;
  /** The catalogue's revision now: a new one starts the thread's catalogue answers afresh. */
  revision: number | undefined;
}

/** A render thread's loader calls the API. */
export interface ApiAsked {
  kind: "api";
  call: number;
  path: string;
  method: string;
  headers: HeaderPairs;
  body: string | undefined;
}

/** The main thread answers an API call: the reply as a fetch would have it. */
export type ApiAnswered =
  | { kind: "api-answer"; call: number; status: number; headers: HeaderPairs; body: ArrayBuffer }
  | { kind: "api-failed"; call: number; message: string };

/** A render thread answers a page. */
export type PageAnswered =
  | { kind: "page"; id: number; status: number; headers: HeaderPairs; body: ArrayBuffer }
  | { kind: "page-failed"; id: number; message: string };

export type ToRenderThread = RenderAsked | ApiAnswered;
export type FromRenderThread = ApiAsked | PageAnswered | { kind: "ready" };

/**
 * The bytes as an ArrayBuffer of their own, to be handed over without a copy: a Buffer's memory is
 * often a slice of a pool shared with other data, which is copied out first.
 */
export function ownBytes(bytes: Uint8Array): ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (new Uint8Array(bytes).buffer as ArrayBuffer);
}
