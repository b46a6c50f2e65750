import {
  type ClaimedMail,
  claimDueMails,
  type Kysely,
  markMailFailed,
  markMailSent,
  type Schema,
} from "@etalage/db";
import type { MailTransport, OutgoingMail } from "@etalage/mail";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "./retry-delay";

type Log = (message: string) => void;

export interface MailSenderOptions {
  db: Kysely<Schema>;
  transport: MailTransport;
  log: Log;
  /** The clock; tests move it forward to reach a retry. */
  now?: () => Date;
  /** Mails taken per round. */
  batch?: number;
  /** How long a claimed mail is held; well above the SMTP transport's timeouts. */
  leaseMs?: number;
}

/** Sends the mail outbox's due mails through a transport, one round at a time. */
export interface MailSender {
  /**
   * One round: claims due mails, sends them, marks each sent or failed (due again later).
   * Rounds never overlap: a call during a round waits for it and then runs one more.
   * Resolves with the number of mails sent; never rejects. After stop() it sends nothing.
   */
  sendDue(): Promise<number>;
  /** No more rounds; resolves once the round in progress, if any, has finished. */
  stop(): Promise<void>;
}

function outgoingOf({ row }: ClaimedMail): OutgoingMail {
  return {
    messageId: row.message_id,
    to: { address: row.recipient_address, name: row.recipient_name ?? undefined },
    subject: row.subject,
    html: row.html_body,
    text: row.text_body,
    slug: row.template,
    date: new Date(row.created_at),
    ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, log } = options;
  const now = options.now ?? (() => new Date());
  const batch = options.batch ?? 20;
  const leaseMs = options.leaseMs ?? 10 * 60_000;

  async function sendOne(claim: ClaimedMail): Promise<boolean> {
    const { row } = claim;
    try {
      await transport.send(outgoingOf(claim));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts));
      await markMailFailed(db, claim, { error: reason, retryAt, giveUp });
      log(
        giveUp
          ? `Mail ${row.id} (${row.template}) failed for good after ${row.attempts} tries: ${reason}`
          : `Mail ${row.id} (${row.template}) failed, try ${row.attempts}; next try at ${retryAt.toISOString()}: ${reason}`,
      );
      return false;
    }
    await markMailSent(db, claim, now());
    return true;
  }

  async function round(): Promise<number> {
    let sent = 0;
    // Take batches until nothing is due, so a burst of mails goes out in one kick.
    for (;;) {
      const claims = await claimDueMails(db, { now: now(), limit: batch, leaseMs });
      for (const claim of claims) if (await sendOne(claim)) sent += 1;
      if (claims.length < batch) return sent;
    }
  }

  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let stopped = false;

  function sendDue(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (!running) {
      running = round()
        .catch((error: unknown) => {
          log(`The mail sender could not read the outbox: ${String(error)}`);
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return sendDue();
    });
    return queued;
  }

  return {
    sendDue,
    async stop() {
      stopped = true;
      await (queued ?? running);
    },
  };
}
