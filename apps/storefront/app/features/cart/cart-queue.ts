/**
 * One lane for every cart call: each task starts after the previous one settled, so rapid clicks
 * can never race each other into duplicate lines or stale quantities.
 */
export function createCallQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
    /** Settles when everything queued so far has finished. */
    idle(): Promise<void> {
      return tail.then(() => undefined);
    },
  };
}

export type CallQueue = ReturnType<typeof createCallQueue>;
