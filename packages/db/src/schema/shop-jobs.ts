/** Who runs a periodic job of the shop's now, and until when (migration 0165). */
export interface ShopJobLeasesTable {
  /** The job, e.g. "retention". */
  name: string;
  /** A random id of the process run that took the lease. */
  holder: string;
  /** ISO time; another process may take the job from then on. */
  leased_until: string;
}
