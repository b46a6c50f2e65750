import { type Kysely, queueMail, type Schema, type Transaction, transaction } from "@etalage/db";
import { type Mail, type MailTransport, newMessageId, renderMail } from "@etalage/mail";
import { createMailSender, type MailSender } from "./mail-sender";

type Log = (message: string) => void;

export interface MailRoomOptions {
  db: Kysely<Schema>;
  transport: MailTransport;
  /** MAIL_FROM; its domain names the Message-IDs. */
  from: string;
  /** The shop runs in test mode (PAYMENTS_SANDBOX=on in production): every mail says so. */
  testMode?: boolean;
  log: Log;
  /** How often the safety net looks for due mails (failed ones coming up for a retry). */
  intervalMs?: number;
  now?: () => Date;
}

/** Queues a mail in a transaction. */
export type QueueMail = (mail: Mail) => Promise<void>;

/**
 * The shop's mail: mails are rendered and queued in the database inside the transaction that
 * causes them, and sent after it commits — right away by a kick, else by the interval. A mail
 * never makes a request fail; a failed send is logged and tried again later.
 */
export interface MailRoom {
  /** "outbox" (DATA_DIR/outbox) or "smtp" (SMTP_URL). */
  readonly transportKind: MailTransport["kind"];
  /** Runs fn in one transaction and sends the mails it queued right after the commit. */
  transaction<T>(fn: (trx: Transaction<Schema>, queue: QueueMail) => Promise<T>): Promise<T>;
  /** Queues a mail in a transaction of the caller's; call kick() once it has committed. */
  queue(trx: Kysely<Schema>, mail: Mail): Promise<void>;
  /** Sends due mails soon, without waiting for them. */
  kick(): void;
  /** Sends due mails now and resolves when they are sent (or failed); for tests and shutdown. */
  sendDue(): Promise<number>;
  /** Starts the interval. */
  start(): void;
  /** Stops the interval, lets a round in progress finish and lets go of the transport. */
  stop(): Promise<void>;
}

export function createMailRoom(options: MailRoomOptions): MailRoom {
  const { db, transport, from, log } = options;
  const now = options.now ?? (() => new Date());
  const sender: MailSender = createMailSender({ db, transport, log, now });
  let timer: NodeJS.Timeout | undefined;

  const queue = async (trx: Kysely<Schema>, mail: Mail) => {
    const rendered = renderMail(mail, { testMode: options.testMode === true });
    const queued = { ...rendered, messageId: newMessageId(from), template: mail.template };
    await queueMail(trx, { ...queued, storeCode: mail.storeCode }, now());
  };
  const sendDue = () => sender.sendDue();
  const kick = () => void sender.sendDue();

  return {
    transportKind: transport.kind,
    queue,
    kick,
    sendDue,
    async transaction(fn) {
      let queued = 0;
      const result = await transaction(db, (trx) =>
        fn(trx, async (mail) => {
          await queue(trx, mail);
          queued += 1;
        }),
      );
      if (queued > 0) kick();
      return result;
    },
    start() {
      if (timer) return;
      timer = setInterval(kick, options.intervalMs ?? 30_000);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await sender.stop();
      await transport.close();
    },
  };
}
