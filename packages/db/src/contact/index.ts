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
