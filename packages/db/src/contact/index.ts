export {
  type ContactCopyRequestRow,
  deleteExpiredContactCopyRequests,
  insertContactCopyRequest,
  takeContactCopyRequest,
} from "./contact-copy-request-rows";
export {
  deleteContactMessagesBefore,
  insertContactMessage,
  takeContactMessageForCopy,
} from "./contact-message-rows";
export {
  deleteExpiredMailServiceTokens,
  insertMailServiceToken,
  useMailServiceToken,
} from "./mail-service-token-rows";
