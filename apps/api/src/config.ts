import { availableParallelism } from "node:os";
import { z } from "zod";
import { type Seller, sellerOf, sellerSettingsSchema } from "./seller";

/** Settings of the shop process, read once at start-up from the environment (README lists them). */
const schema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_SEED: z.coerce.number().int().default(20260101),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  RENDER_THREADS: z.coerce
    .number("RENDER_THREADS must be a number of threads, 0 to 8")
    .int("RENDER_THREADS must be a number of threads, 0 to 8")
    .min(0, "RENDER_THREADS must be a number of threads, 0 to 8")
    .max(8, "RENDER_THREADS must be a number of threads, 0 to 8")
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http:// or https:// address" })
    // Every link is built from the origin: a path or query would be dropped without a word.
    .refine(
      (url) => `${new URL(url).origin}/` === new URL(url).href,
      "PUBLIC_URL must be the shop's address without a path or query, as in https://shop.example",
    )
    .transform((url) => new URL(url).origin)
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|true|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      "TRUST_PROXY must be false, true, a number of hops or a comma list of addresses",
    )
    .default("false"),
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// address" })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      "MAIL_FROM must be an address, as in Etalage <shop@example.com>",
    )
    .default("Etalage <shop@etalage.localhost>"),
  MAIL_CONTACT_ADDRESS: z
    .email("MAIL_CONTACT_ADDRESS must be an e-mail address, as in klantenservice@example.com")
    .default("klantenservice@etalage.localhost"),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  MOLLIE_API_KEY: z
    .string()
    .regex(
      /^(test|live)_\w{20,}$/,
      "MOLLIE_API_KEY must be a Mollie key: test_… or live_… with 20 or more letters and digits",
    )
    .optional(),
  PAYMENTS_SANDBOX: z.enum(["on", "off"], "PAYMENTS_SANDBOX must be on or off").default("off"),
  HEALTH_TOKEN: z
    .string()
    .min(
      16,
      "HEALTH_TOKEN must be at least 16 characters, as in the output of openssl rand -hex 16",
    )
    .optional(),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  MAX_QTY_PER_LINE: z.coerce.number().int().min(1).max(10_000).default(10),
  OFFLINE_ORDERS_AUTO_SEND: z.enum(["true", "false"]).default("false"),
  ADMIN_REQUIRE_TOTP: z.enum(["on", "off"]).default("off"),
  LOW_STOCK: z.coerce.number().int().min(0).max(1_000_000).default(3),
  ...sellerSettingsSchema,
});

/** Which proxies' X-Forwarded-* headers are believed (Fastify's `trustProxy`). */
export type TrustProxy = boolean | number | string[];

export type Settings = {
  /** NODE_ENV=production: the shop refuses unsafe settings (startup/production-settings.ts). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  demoSeed: number;
  /** Rendered storefront pages are handed out again for this long; 0 renders every request. */
  pageCacheSeconds: number;
  /** Threads that render storefront pages while the main one serves the API (record 014). */
  renderThreads: number;
  /** The shop's public origin (`https://shop.example`): canonical, hreflang and absolute links. */
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
  /** Per-IP request limits; off for load tests and benchmarks that come from one address. */
  rateLimits: boolean;
  /** Shared store of rate limits (and, later, cache and locks) when several processes run. */
  redisUrl: string | undefined;
  /** smtp(s)://user:pass@host:port: mails go to this relay instead of DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender of the shop's mails. */
  mailFrom: string;
  /** The shop's own address: the contact form writes only to it, and copies come from it. */
  mailContactAddress: string;
  /** Mails in the outbox (table and DATA_DIR/outbox) are deleted this many days after writing. */
  mailRetentionDays: number;
  /** How long a customer's access token lives; the refresh token renews it. */
  accessTokenMinutes: number;
  /** Mollie's API key: payments go to Mollie (test_ or live_) instead of the built-in sandbox. */
  mollieApiKey: string | undefined;
  /** PAYMENTS_SANDBOX=on: production takes test payments only, and says so on every page and mail. */
  paymentsSandbox: boolean;
  /** Production in test mode (PAYMENTS_SANDBOX=on): pages and mails say no real payments are made. */
  testMode: boolean;
  /** Whoever sends it (X-Health-Token or ?token=) reads why /api/health fails; loopback does too. */
  healthToken: string | undefined;
  /** Minutes after which an open sandbox payment expires, as Mollie's do. */
  paymentExpiryMinutes: number;
  /** An order not paid online within this many minutes is cancelled and its stock released. */
  paymentHoldMinutes: number;
  /** A guest's cart line or order line holds at most this many units. */
  maxQtyPerLine: number;
  /** Orders placed offline go out by themselves once the browser is back online (docs/specification/offline-and-caches.md). */
  offlineOrdersAutoSend: boolean;
  /** Every back-office login needs a TOTP code; a member without one may only turn it on. */
  adminRequireTotp: boolean;
  /** The back office's dashboard lists products with this many pieces or fewer. */
  lowStock: number;
  /** Name, address, KvK and BTW number printed on invoices and credit notes (seller.ts). */
  seller: Seller;
};

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty setting is one left out (docker compose passes `${UNSET:-}` as an empty string).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid setting ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const paymentsSandbox = e.PAYMENTS_SANDBOX === "on";
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    demoSeed: e.DEMO_SEED,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    renderThreads: e.RENDER_THREADS ?? defaultRenderThreads(availableParallelism()),
    publicUrl: e.PUBLIC_URL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    rateLimits: e.RATE_LIMITS === "on",
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailContactAddress: e.MAIL_CONTACT_ADDRESS,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    mollieApiKey: e.MOLLIE_API_KEY,
    paymentsSandbox,
    testMode: production && paymentsSandbox,
    healthToken: e.HEALTH_TOKEN,
    paymentExpiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    maxQtyPerLine: e.MAX_QTY_PER_LINE,
    offlineOrdersAutoSend: e.OFFLINE_ORDERS_AUTO_SEND === "true",
    adminRequireTotp: e.ADMIN_REQUIRE_TOTP === "on",
    lowStock: e.LOW_STOCK,
    seller: sellerOf(e),
  };
}

function trustProxyOf(value: string): TrustProxy {
  if (value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((address) => address.trim());
}

/**
 * One render thread per core, up to 4, on a machine with more than one: the main thread's share
 * of a page (its API calls, compressing) is small enough to sit beside them. On one core the
 * main thread renders by itself.
 */
export function defaultRenderThreads(cores: number): number {
  return cores < 2 ? 0 : Math.min(4, cores);
}
