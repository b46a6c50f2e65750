import { badValue, RAW, randomText, toJsonText } from "./bad-values";
import type { RouteSpec } from "./fuzz-routes";
import type { Prng } from "./prng";

/** One request to send; `raw` ones go over a socket as bytes, past what fetch would allow. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  raw?: Uint8Array;
}

const OTHER_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "PROPFIND", "FOO"];
const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/jsonx",
  "a/b/c",
  "",
];
/** Percent-encodings that decode to nothing valid. */
const BAD_ESCAPES = ["%", "%zz", "%C3%28", "%FF%FE", "%00", "%E2%82", "%ED%A0%80", "%%41"];
const HEADERS: [string, () => string][] = [
  ["accept-encoding", () => "gzip;q=NaN, br;q=-1, *;q=2"],
  ["accept", () => "image/webp,*/*;q=0.8"],
  ["authorization", () => "Bearer not-a-token"],
  ["x-vs-store-code", () => "xx"],
  ["x-forwarded-for", () => "999.1.1.1, ::ffff:zz"],
  ["cookie", () => "a=%zz; b"],
];
const RAW_BODIES: (string | Uint8Array)[] = [
  "",
  "{",
  '{"a":',
  "null",
  "[]",
  "1",
  '"x"',
  "\uFEFF{}",
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  "x".repeat(70 * 1024),
];

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** encodeURIComponent that takes lone surrogates too (as U+FFFD, like a browser). */
function percentEncode(text: string): string {
  let encoded = "";
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    encoded += UNRESERVED.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

function segment(rng: Prng, good: readonly string[] | undefined): string {
  if (good && rng.chance(0.7)) return percentEncode(rng.pick(good));
  if (rng.chance(0.3)) return rng.pick(BAD_ESCAPES);
  if (rng.chance(0.1)) return "x".repeat(rng.pick([101, 300, 2000, 5000]));
  return percentEncode(String(badValue(rng, 3)).slice(0, 200)) || "%20";
}

function queryValue(rng: Prng, good: readonly string[] | undefined): string {
  if (good && rng.chance(0.6)) return percentEncode(rng.pick(good));
  if (rng.chance(0.25)) return rng.pick(BAD_ESCAPES) + rng.pick(["", "a", "%41"]);
  return percentEncode(toJsonText(badValue(rng)).slice(0, 4000));
}

function pathOf(rng: Prng, route: RouteSpec): string {
  const path = route.path.replace(/:(\w+)|\*/g, (match, name?: string) => {
    if (match === "*") return rng.chance(0.8) ? segment(rng, route.params?.["*"]) : "a/../../x";
    return segment(rng, route.params?.[name!]);
  });
  const pairs: string[] = [];
  for (const [name, good] of Object.entries(route.query ?? {})) {
    if (rng.chance(0.8)) pairs.push(`${name}=${queryValue(rng, good)}`);
    if (rng.chance(0.05)) pairs.push(`${name}=${queryValue(rng, good)}`);
  }
  if (rng.chance(0.2)) pairs.push(`${segment(rng, undefined)}=${queryValue(rng, undefined)}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

type Slot = [Record<string, unknown>, string];

/** Every place of a sample that holds a value, the sample itself first (its parent is a box). */
function slotsOf(box: Record<string, unknown>): Slot[] {
  const slots: Slot[] = [[box, "body"]];
  for (let i = 0; i < slots.length; i++) {
    const [parent, key] = slots[i]!;
    const value = parent[key];
    if (typeof value !== "object" || value === null) continue;
    const node = value as Record<string, unknown>;
    for (const child of Object.keys(node)) slots.push([node, child]);
  }
  return slots;
}

/**
 * The sample body with one thing broken: any one value (the whole body, a clause, a number)
 * replaced by a bad one or deep nesting, or dropped, or an unknown key added beside it.
 */
function mutated(rng: Prng, sample: unknown): unknown {
  const box: Record<string, unknown> = { body: structuredClone(sample) };
  const [parent, key] = rng.pick(slotsOf(box));
  const change = rng.next();
  if (change < 0.15 && parent !== box) delete parent[key];
  else if (change < 0.25) parent[randomText(rng, 5)] = badValue(rng);
  else parent[key] = rng.chance(0.3) ? rng.pick(RAW) : badValue(rng);
  return box.body;
}

function bodyOf(rng: Prng, route: RouteSpec): string | Uint8Array {
  if (route.body !== undefined && rng.chance(0.6)) return toJsonText(mutated(rng, route.body));
  if (rng.chance(0.015)) return `{"a":"${"x".repeat(1100 * 1024)}"}`;
  if (rng.chance(0.2)) return rng.pick(RAW).text;
  if (rng.chance(0.6)) return rng.pick(RAW_BODIES);
  return toJsonText(badValue(rng));
}

function weightedPick(rng: Prng, routes: readonly RouteSpec[]): RouteSpec {
  const total = routes.reduce((sum, route) => sum + (route.weight ?? 1), 0);
  let left = rng.next() * total;
  for (const route of routes) {
    left -= route.weight ?? 1;
    if (left < 0) return route;
  }
  return routes[routes.length - 1]!;
}

/** A request the shop should refuse or answer, never fail on. */
export function fuzzRequest(rng: Prng, routes: readonly RouteSpec[]): FuzzRequest {
  if (rng.chance(0.02)) return rawRequest(rng);
  const route = rng.chance(0.03)
    ? { methods: ["GET", "POST"], path: `/${segment(rng, undefined)}/${segment(rng, undefined)}` }
    : weightedPick(rng, routes);
  const method = rng.chance(0.85) ? rng.pick(route.methods) : rng.pick(OTHER_METHODS);
  const headers: Record<string, string> = {};
  for (const [name, value] of HEADERS) if (rng.chance(0.05)) headers[name] = value();
  const request: FuzzRequest = { method, path: pathOf(rng, route), headers };
  const sendsBody = method !== "GET" && method !== "HEAD" && rng.chance(0.9);
  if (sendsBody) {
    request.body = bodyOf(rng, route);
    headers["content-type"] = rng.chance(0.8) ? "application/json" : rng.pick(CONTENT_TYPES);
  }
  return request;
}

/** Bytes no HTTP client would send: bad request lines, raw invalid UTF-8 in the path. */
function rawRequest(rng: Prng): FuzzRequest {
  const lines = [
    "GET /api/health\xff HTTP/1.1",
    "GET /api/stock/check?sku=\xc3\x28 HTTP/1.1",
    "GET /api/cart/pull?cartId=%zz&token=\x80 HTTP/1.1",
    "GET http://evil.example/api/health HTTP/1.1",
    "GET /api/health HTTP/9.9",
    "GET  /api/health HTTP/1.1",
    "\x00\x01\x02 / HTTP/1.1",
    `GET /${"a".repeat(20_000)} HTTP/1.1`,
  ];
  const head = `${rng.pick(lines)}\r\nHost: localhost\r\nX-Bad: \x7f\r\nConnection: close\r\n\r\n`;
  return {
    method: "RAW",
    path: head.split("\r\n")[0]!,
    headers: {},
    raw: Uint8Array.from(head, (c) => c.charCodeAt(0) & 0xff),
  };
}
