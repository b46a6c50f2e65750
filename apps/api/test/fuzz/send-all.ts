import type { FuzzRequest } from "./fuzz-requests";
import { type Outcome, send } from "./send-request";

const IN_FLIGHT = 8;

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers)} ${
    typeof request.body === "string" ? request.body.slice(0, 200) : (request.body ?? "")
  }`;

/**
 * Sends the requests, IN_FLIGHT at a time, telling `seen` each outcome; answers the ones that
 * failed (a 5xx, or no answer), described.
 */
export async function sendAll(
  baseUrl: string,
  requests: FuzzRequest[],
  seen: (outcome: Outcome) => void = () => {},
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const outcome = await send(baseUrl, request);
      seen(outcome);
      if (typeof outcome !== "number" || outcome >= 500)
        failures.push(`${outcome}: ${describeRequest(request)}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return failures;
}

/** The outcomes counted by status, as `200: 186, 400: 560`. */
export function countedOutcomes(): { seen(outcome: Outcome): void; toString(): string } {
  const counts = new Map<Outcome, number>();
  return {
    seen: (outcome) => counts.set(outcome, (counts.get(outcome) ?? 0) + 1),
    toString: () =>
      [...counts]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([status, n]) => `${status}: ${n}`)
        .join(", "),
  };
}
