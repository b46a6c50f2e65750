import { type Kysely, readSubscriberExportPage, type Schema } from "@etalage/db";
import { csvLine } from "./csv";
import type { ExportLanguage } from "./order-export";
import { shopDateTime } from "./shop-days";

const HEADERS: Record<ExportLanguage, string[]> = {
  nl: ["E-mailadres", "Status", "Aangemeld op", "Bevestigd op", "Winkel"],
  en: ["E-mail address", "Status", "Signed up at", "Confirmed at", "Store view"],
};

const PAGE = 1000;

const when = (iso: string | null) => (iso ? shopDateTime(new Date(iso)) : "");

/**
 * `GET /api/admin/newsletter.csv`: every address the newsletter knows, in sign-up order, with
 * where it stands (pending, subscribed, unsubscribed), when it signed up and confirmed, and the
 * store view it signed up in; a page of addresses at a time.
 */
export async function* newsletterExportLines(
  db: Kysely<Schema>,
  language: ExportLanguage,
): AsyncGenerator<string> {
  yield csvLine(HEADERS[language]);
  let afterId = 0;
  for (;;) {
    const rows = await readSubscriberExportPage(db, { afterId, size: PAGE });
    if (rows.length > 0)
      yield rows
        .map((row) =>
          csvLine([
            row.email,
            row.status,
            when(row.created_at),
            when(row.confirmed_at),
            row.store_code,
          ]),
        )
        .join("");
    if (rows.length < PAGE) return;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}
