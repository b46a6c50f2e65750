import { z } from "zod";

/** Settings of the shop process, read once at start-up from the environment (README lists them). */
const schema = z.object({
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
});

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  demoSeed: number;
  /** Rendered storefront pages are handed out again for this long; 0 renders every request. */
  pageCacheSeconds: number;
};

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid setting ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    demoSeed: e.DEMO_SEED,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
  };
}
