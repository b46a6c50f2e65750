import autocannon from "autocannon";

/** What one shopper (one connection) remembers between the steps of a journey. */
export type Memory = Record<string, unknown> & { sentAt?: number; failed?: boolean };

/** One call of a journey: where it goes, what it sends, what it keeps from the answer. */
export interface Step {
  name: string;
  method: "GET" | "POST";
  path(memory: Memory): string;
  body?(memory: Memory): unknown;
  /** Keeps what later steps need from the answer's `result`. */
  keep?(result: unknown, memory: Memory): void;
}

export interface StepFigures {
  /** Calls answered with code 200. */
  done: number;
  failed: number;
  /** Time of each call answered with 200, in ms. */
  times: number[];
  /** The first refusal's answer, to say why. */
  firstFailure?: string;
}

export interface JourneyRun {
  /** From the first call sent to the last answer. */
  seconds: number;
  steps: Map<string, StepFigures>;
  /** Calls per second over all steps, as autocannon counts them. */
  requestsPerSecond: number;
}

export interface JourneyOptions {
  /** Shoppers at once, each on its own connection, one call in flight each. */
  shoppers: number;
  /** How long they shop; or, with `calls`, until that many calls are answered. */
  seconds?: number;
  calls?: number;
}

/**
 * Many shoppers walk the same journey over and over against `url`, each on its own kept-alive
 * connection (autocannon), so the load costs this process little. A call not answered with
 * code 200 ends the shopper's journey there; the next one starts from the first step.
 */
export async function walkJourneys(
  url: string,
  steps: Step[],
  options: JourneyOptions,
): Promise<JourneyRun> {
  const figures = new Map<string, StepFigures>(
    steps.map((step) => [step.name, { done: 0, failed: 0, times: [] }]),
  );
  let firstSent = Number.POSITIVE_INFINITY;
  let lastAnswered = 0;
  const requests = steps.map((step) => {
    const own = figures.get(step.name)!;
    return {
      method: step.method,
      setupRequest(
        request: { path: string; body?: string; headers?: Record<string, string> },
        memory: Memory,
      ) {
        if (memory.failed) return null;
        request.path = step.path(memory);
        const body = step.body?.(memory);
        if (body !== undefined) {
          request.body = JSON.stringify(body);
          request.headers = { "content-type": "application/json" };
        } else {
          delete request.body;
          request.headers = {};
        }
        memory.sentAt = performance.now();
        firstSent = Math.min(firstSent, memory.sentAt);
        return request;
      },
      onResponse(status: number, body: string, memory: Memory) {
        lastAnswered = performance.now();
        const took = lastAnswered - (memory.sentAt ?? lastAnswered);
        const reply = answerOf(body);
        if (status === 200 && reply?.code === 200) {
          own.done++;
          own.times.push(took);
          step.keep?.(reply.result, memory);
        } else {
          own.failed++;
          own.firstFailure ??= `${status} ${body.slice(0, 300)}`;
          memory.failed = true;
        }
      },
    };
  });
  const result = await autocannon({
    url,
    connections: options.shoppers,
    ...(options.calls === undefined
      ? { duration: options.seconds ?? 10 }
      : { amount: options.calls }),
    // Setup functions take the place of a fixed request; autocannon's types know only those.
    requests: requests as unknown as autocannon.Request[],
  });
  return {
    seconds: Math.max(0, lastAnswered - firstSent) / 1000,
    steps: figures,
    requestsPerSecond: result.requests.average,
  };
}

function answerOf(body: string): { code: number; result: unknown } | undefined {
  try {
    return JSON.parse(body) as { code: number; result: unknown };
  } catch {
    return undefined;
  }
}
