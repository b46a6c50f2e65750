export {
  type ClaimedMail,
  type ClaimOptions,
  claimDueMails,
  type MailOutboxRow,
} from "./claim-due-mails";
export { type QueuedMail, queueMail } from "./queue-mail";
export { type FailedAttempt, markMailFailed, markMailSent } from "./settle-mail";
