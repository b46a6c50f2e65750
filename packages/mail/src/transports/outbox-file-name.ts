import { randomBytes } from "node:crypto";

/**
 * `20261126T081523123Z-000001-welcome-3fa9.eml`: the time it was written, a sequence of this
 * process for mails of the same millisecond, the template and a few random characters so two
 * processes never pick the same name. Names sort oldest first, newest last.
 */
export function outboxFileName(writtenAt: Date, sequence: number, slug: string): string {
  const stamp = writtenAt.toISOString().replace(/[-:.]/g, "");
  const safeSlug = slug.replace(/[^a-z0-9-]/gi, "").slice(0, 40) || "mail";
  const suffix = randomBytes(2).toString("hex");
  return `${stamp}-${String(sequence).padStart(6, "0")}-${safeSlug}-${suffix}.eml`;
}
