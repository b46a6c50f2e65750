import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeQuotedPrintable } from "../../test/quoted-printable";

/**
 * The decoded mails of a template in the shop's DATA_DIR/outbox that mention `word` (an
 * address, a subject; in any case), oldest first; none while the outbox is not there yet.
 */
export function outboxMails(dataDir: string, word: string, template: string): string[] {
  const folder = join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  return files
    .filter((name) => name.endsWith(".eml") && name.includes(`-${template}-`))
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(folder, name), "utf8")))
    .filter((text) => text.toLowerCase().includes(word.toLowerCase()));
}

/** The link to `path` (with its query) in a mail's text, or undefined. */
export function linkInText(text: string, path: string): URL | undefined {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, "\\/")}\\?[^\\s"<>]+`);
  const match = pattern.exec(text);
  return match ? new URL(match[0].replace(/&amp;/g, "&")) : undefined;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** outboxMails, asked again for up to 10 s until there is one. */
export async function waitForOutboxMails(
  dataDir: string,
  word: string,
  template: string,
): Promise<string[]> {
  for (let tries = 0; tries < 100; tries++) {
    const mails = outboxMails(dataDir, word, template);
    if (mails.length > 0) return mails;
    await pause();
  }
  throw new Error(`No ${template} mail mentioning ${word} in the outbox`);
}

/** The link to `path` in the first mail of a template to `email` that holds one, within 10 s. */
export async function waitForLinkInMail(
  dataDir: string,
  email: string,
  template: string,
  path: string,
): Promise<URL> {
  for (let tries = 0; tries < 100; tries++) {
    for (const text of outboxMails(dataDir, email, template)) {
      const link = linkInText(text, path);
      if (link) return link;
    }
    await pause();
  }
  throw new Error(`No ${template} mail to ${email} with a ${path} link in the outbox`);
}
