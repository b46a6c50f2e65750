import type { Kysely, Schema } from "@etalage/db";
import { type Actor, recordAudit } from "../audit";

/** The personal data the owner can export. */
export type ExportKind = "orders" | "newsletter";

/**
 * Writes down who exported which personal data, when, and with which filter, before the
 * first record leaves the shop.
 */
export async function recordExport(
  db: Kysely<Schema>,
  actor: Actor,
  kind: ExportKind,
  filter: Record<string, string | null>,
  now: Date,
): Promise<void> {
  await recordAudit(
    db,
    actor,
    { action: `export.${kind}`, subjectType: "export", subjectId: kind, details: { filter } },
    now,
  );
}
