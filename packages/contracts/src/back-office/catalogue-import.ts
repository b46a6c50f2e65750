/** A problem of the CSV at its line and column, said in the member's language. */
export interface ImportProblem {
  line: number;
  column: string;
  message: string;
}

/** What `POST /api/admin/products/import` answers, for a dry run and for a real one. */
export interface ImportReport {
  dryRun: boolean;
  /** Every problem with its line and column; their products are left as they are. */
  problems: ImportProblem[];
  /** Category paths made (or, in a dry run, that would be). */
  newCategories: string[];
  created: number;
  updated: number;
  unchanged: number;
  /** Products left out for a problem. */
  skipped: number;
}

/**
 * One line of a real run's answer as NDJSON: its progress (products done of all) while it runs,
 * then its report, or an error should it fail once the answer has begun.
 */
export type ImportProgressLine =
  | { done: number; total: number }
  | { report: ImportReport }
  | { error: string };
