export const DAY_MS = 86_400_000;

/** Midnight (UTC) of the day `days` away from `now`, as an ISO date-time. */
export function dayFrom(now: Date, days: number): string {
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(midnight + days * DAY_MS).toISOString();
}

/** The moment `ms` milliseconds before `now`, as an ISO date-time (whole seconds). */
export function momentBefore(now: Date, ms: number): string {
  return new Date(Math.floor((now.getTime() - ms) / 1000) * 1000).toISOString();
}
