/** After this many failed tries a mail is marked failed and left for the shop owner to see. */
export const MAX_MAIL_ATTEMPTS = 10;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 4 * 60 * 60_000;

/**
 * How long to wait after the nth failed try: 30 s, 1 min, 2 min, … doubling up to 4 hours, so
 * a relay that is down for a while is not hammered and a mail still goes out the same day.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
