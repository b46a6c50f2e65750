import { Redis, type RedisOptions } from "ioredis";

type Log = (message: string) => void;

/** The channel on which a process says "the catalogue change feed has a new row". */
export const CATALOGUE_CHANGES_CHANNEL = "etalage:catalogue-changes";

/** Tells the other processes of a new change, and this one of theirs. */
export interface ChangeSignal {
  /** True while both connections are up: this process hears of changes and tells of its own. */
  readonly healthy: boolean;
  /** Publishes a change's id. Never waits for Redis and never fails: the feed holds the change. */
  announce(id: number): void;
  close(): Promise<void>;
}

/**
 * Fail fast and keep trying: a command while Redis is away fails at once (no queue that would
 * hold a request), and the connection comes back by itself, at most 2 s after Redis does.
 */
const CONNECTION: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  autoResubscribe: false,
  retryStrategy: (times) => Math.min(times * 100, 2_000),
};

/**
 * Redis pub/sub over two connections (a subscribed one can do nothing else). Messages of this
 * process are ignored; every (re)subscription also wakes the follower, which then catches up
 * on what was said while Redis was away. A lost connection is logged once, and its return.
 */
export function redisChangeSignal(
  url: string,
  origin: string,
  onChange: () => void,
  log: Log,
): ChangeSignal {
  const publisher = new Redis(url, CONNECTION);
  const subscriber = new Redis(url, CONNECTION);
  let subscribed = false;
  let down = false;

  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `Redis is unreachable (${reason}): catalogue changes are read from the database until it is back`,
    );
  };
  const back = () => {
    if (!down) return;
    down = false;
    log("Redis is back: catalogue changes are announced at once again");
  };

  publisher.on("error", failed);
  subscriber.on("error", failed);
  subscriber.on("close", () => {
    subscribed = false;
  });
  publisher.on("ready", back);
  subscriber.on("ready", () => {
    subscriber.subscribe(CATALOGUE_CHANGES_CHANNEL).then(() => {
      subscribed = true;
      back();
      onChange();
    }, failed);
  });
  subscriber.on("message", (_channel: string, message: string) => {
    if (!message.startsWith(`${origin} `)) onChange();
  });

  return {
    get healthy() {
      return subscribed && publisher.status === "ready";
    },
    announce(id) {
      if (publisher.status !== "ready") return;
      publisher.publish(CATALOGUE_CHANGES_CHANNEL, `${origin} ${id}`).catch(failed);
    },
    async close() {
      subscribed = false;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * Announces one change from a command (the reviews command): connect, publish, let go, within
 * 2 s. False when Redis did not answer; the processes then find the change by their poll.
 */
export async function announceOnce(url: string, origin: string, id: number): Promise<boolean> {
  const publisher = new Redis(url, {
    ...CONNECTION,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  publisher.on("error", () => {});
  try {
    await publisher.connect();
    await publisher.publish(CATALOGUE_CHANGES_CHANNEL, `${origin} ${id}`);
    return true;
  } catch {
    return false;
  } finally {
    publisher.disconnect();
  }
}
