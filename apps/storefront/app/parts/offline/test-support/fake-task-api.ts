export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch that records every call and answers with `answer`; while `offline()` it fails as the
 * browser's fetch does without a network.
 */
export function recordingFetch(answer: (call: SeenCall) => Response | Promise<Response>) {
  const calls: SeenCall[] = [];
  const state = { offline: false };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (state.offline) throw new TypeError("Failed to fetch");
    const call = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, state };
}

/** One lock for every "tab" of a test, as navigator.locks is for a browser's tabs. */
export function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run);
    tail = next.catch(() => undefined);
    return next;
  };
}
