/** The p-th percentile (0–100) of samples, nearest rank. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  );
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Runs `step` count times one after another and returns each duration in ms. */
export async function timeEach(
  count: number,
  step: (i: number) => Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await step(i);
    times.push(performance.now() - started);
  }
  return times;
}

/** One line of a result table: name, measured value, target, and whether it is met. */
export function verdict(name: string, value: string, target: string, met: boolean): string {
  return `${met ? "✓" : "✗"} ${name.padEnd(44)} ${value.padStart(12)}   target ${target}`;
}

/** A figure printed for understanding, without a target of its own. */
export function info(name: string, value: string): string {
  return `· ${name.padEnd(44)} ${value.padStart(12)}`;
}
