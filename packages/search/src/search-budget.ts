import { SEARCH_LIMITS } from "./search-limits";
import { SearchRequestError, SearchTimeoutError } from "./search-request-error";

/** How the time budget reads the clock; tests hand in their own. */
export interface BudgetClock {
  now(): number;
}

const realClock: BudgetClock = { now: () => performance.now() };

/**
 * The allowance of one search: clauses and buckets it may use and the time it may run. The
 * engine's loops call `checkTime` as they go, so a search past its time stops where it is.
 */
export class SearchBudget {
  private clauses = 0;
  private buckets = 0;
  private readonly deadline: number;

  constructor(
    private readonly timeoutMs: number = SEARCH_LIMITS.timeoutMs,
    private readonly clock: BudgetClock = realClock,
  ) {
    this.deadline = clock.now() + timeoutMs;
  }

  /** Adds clauses to the request's count; past max_clause_count the request is refused. */
  countClauses(count: number): void {
    this.clauses += count;
    if (this.clauses > SEARCH_LIMITS.maxClauseCount) {
      throw new SearchRequestError(
        `The query has too many clauses: maxClauseCount is set to ${SEARCH_LIMITS.maxClauseCount} [indices.query.bool.max_clause_count]`,
      );
    }
  }

  /** Adds aggregation buckets; ES words the refusal this way. */
  countBuckets(count: number): void {
    this.buckets += count;
    if (this.buckets > SEARCH_LIMITS.maxBuckets) {
      throw new SearchRequestError(
        `Trying to create too many buckets. Must be less than or equal to: [${SEARCH_LIMITS.maxBuckets}] but was [${this.buckets}]. This limit can be set by changing the [search.max_buckets] cluster level setting.`,
      );
    }
  }

  /** Stops the search once its time is up. */
  checkTime(): void {
    if (this.clock.now() > this.deadline) throw new SearchTimeoutError(this.timeoutMs);
  }
}

/** Loops over documents check the time once per this many steps (a clock read costs ~50 ns). */
export const STEPS_PER_TIME_CHECK = 4096;
