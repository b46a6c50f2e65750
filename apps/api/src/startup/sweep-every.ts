/**
 * Runs `sweep` every `everyMs` in this process (and at once with `now`), never two at a time: a
 * slow sweep is not started again before it ends. What it reports is logged, and so is why it
 * failed; the timer does not keep the process open. Returns the stop function for the shutdown.
 */
export function sweepEvery(
  what: string,
  everyMs: number,
  sweep: () => Promise<string | undefined>,
  log: (message: string) => void,
  options: { now?: boolean } = {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await sweep();
      if (report) log(report);
    } catch (error) {
      log(`${what} failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  };
  if (options.now) void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
