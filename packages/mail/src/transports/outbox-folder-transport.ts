import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { MailTransport } from "../outgoing-mail";
import { messageOptions } from "./message-options";
import { outboxFileName } from "./outbox-file-name";

export interface OutboxFolderOptions {
  /** Where the .eml files go: DATA_DIR/outbox. */
  dir: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

/**
 * The default transport: every mail becomes an RFC 822 .eml file in the outbox folder, so the
 * shop owner (and the tests) can read what would have been sent. nodemailer's stream transport
 * writes the message; the file is written beside its final name and renamed, so a reader never
 * sees half a mail.
 */
export function createOutboxFolderTransport(options: OutboxFolderOptions): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "\r\n",
  });
  let sequence = 0;
  // The folder is made before the first mail, and again only if it has gone since.
  let folderMade = false;
  const writeNew = async (file: string, message: Parameters<typeof writeFile>[1]) => {
    if (!folderMade) await mkdir(options.dir, { recursive: true });
    folderMade = true;
    try {
      await writeFile(file, message, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await mkdir(options.dir, { recursive: true });
      await writeFile(file, message, { flag: "wx" });
    }
  };
  return {
    kind: "outbox",
    async send(mail) {
      const info = await composer.sendMail(messageOptions(mail, options.from));
      sequence = (sequence % 999_999) + 1;
      const name = outboxFileName(new Date(), sequence, mail.slug);
      const partial = join(options.dir, `.${name}.partial`);
      await writeNew(partial, info.message);
      await rename(partial, join(options.dir, name));
    },
    async close() {
      composer.close();
    },
  };
}
