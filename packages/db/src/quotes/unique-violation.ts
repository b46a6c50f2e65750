/**
 * True when a write failed on a unique constraint: PostgreSQL's SQLSTATE 23505, or
 * better-sqlite3's SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}
