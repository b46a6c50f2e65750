import type { Redis } from "ioredis";

/** What @fastify/rate-limit hands back for a counted request. */
export interface Count {
  current: number;
  /** Milliseconds until the window's count starts over. */
  ttl: number;
}
type Counted = (error: Error | null, count?: Count) => void;

/** The shape @fastify/rate-limit asks of a store (its `store` option). */
export interface CountStore {
  incr(key: string, counted: Counted, timeWindow: number, max: number): void;
  child(): CountStore;
}

export interface SharedCountsOptions {
  /** Prefix of every counter's key in Redis. */
  nameSpace: string;
  /** Counters kept in memory while Redis is away; the least recently used go first. */
  localCounters: number;
  /** Called once when counting falls back to this process, and once when Redis is back. */
  onLocal: (error: Error) => void;
  onShared: () => void;
}

/** One INCR with its window: the first count of a window sets the key's expiry. */
const COUNT_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;

/** While counting locally, Redis is tried again at most this often (it may be back). */
const RETRY_REDIS_MS = 1000;

/**
 * Counts in Redis, shared by every shop process; while Redis is unreachable (not connected,
 * or a count fails or times out) counts in this process instead, so limits still hold per
 * process and no request waits on a Redis that is gone. Once the connection is ready again a
 * count goes to Redis and, when it answers, sharing is back. Each switch is reported once.
 */
export class SharedCounts implements CountStore {
  private readonly local: LocalCounts;
  private shared = true;
  private retryRedisAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly options: SharedCountsOptions,
  ) {
    this.local = new LocalCounts(options.localCounters);
    redis.on("error", (error: Error) => this.fallBack(error));
  }

  incr(key: string, counted: Counted, timeWindow: number): void {
    const ready = this.redis.status === "ready";
    if (!ready) this.fallBack(new Error(`Redis connection is ${this.redis.status}`));
    if (!ready || (!this.shared && Date.now() < this.retryRedisAt)) {
      counted(null, this.local.count(key, timeWindow));
      return;
    }
    this.redis
      .eval(COUNT_SCRIPT, 1, this.options.nameSpace + key, timeWindow)
      .then((reply) => {
        const [current, ttl] = reply as [number, number];
        if (!this.shared) {
          this.shared = true;
          this.options.onShared();
        }
        counted(null, { current, ttl });
      })
      .catch((error: Error) => {
        this.fallBack(error);
        counted(null, this.local.count(key, timeWindow));
      });
  }

  /** Routes with their own limits share these counters: the key names the bucket already. */
  child(): CountStore {
    return this;
  }

  private fallBack(error: Error): void {
    this.retryRedisAt = Date.now() + RETRY_REDIS_MS;
    if (!this.shared) return;
    this.shared = false;
    this.options.onLocal(error);
  }
}

interface Window {
  current: number;
  startedAt: number;
}

/**
 * Counts in this process's memory only (no REDIS_URL). Unlike the plugin's own local store,
 * routes with limits of their own count in the same counters: the key names the bucket.
 */
export class ProcessCounts implements CountStore {
  private readonly local: LocalCounts;

  constructor(counters: number) {
    this.local = new LocalCounts(counters);
  }

  incr(key: string, counted: Counted, timeWindow: number): void {
    counted(null, this.local.count(key, timeWindow));
  }

  child(): CountStore {
    return this;
  }
}

/** Fixed windows per key in this process's memory, as @fastify/rate-limit's own local store. */
export class LocalCounts {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly size: number) {}

  count(key: string, timeWindow: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { current: 0, startedAt: now };
    window.current += 1;
    // A Map iterates in insertion order: re-inserting keeps the least recently used first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.size) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    return { current: window.current, ttl: window.startedAt + timeWindow - now };
  }
}
