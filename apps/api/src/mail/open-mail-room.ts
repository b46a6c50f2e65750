import { join } from "node:path";
import type { EtalageDatabase } from "@etalage/db";
import { createMailTransport } from "@etalage/mail";
import type { Settings } from "../config";
import { createMailRoom, type MailRoom } from "./mail-room";

/** The shop's mail room on the transport the settings pick: SMTP_URL, else DATA_DIR/outbox. */
export function openMailRoom(
  settings: Settings,
  dataDir: string,
  database: EtalageDatabase,
  log: (message: string) => void,
): MailRoom {
  const transport = createMailTransport({
    from: settings.mailFrom,
    smtpUrl: settings.smtpUrl,
    outboxDir: join(dataDir, "outbox"),
  });
  return createMailRoom({
    db: database.db,
    transport,
    from: settings.mailFrom,
    testMode: settings.testMode,
    log,
  });
}
