import { loadTexts } from "./texts";

/**
 * The account texts (key `account`): the authentication modal, the session's notices and the
 * account pages. Imported for its effect by every module that shows them, so they load with the
 * account's code and not with the first page.
 */
await loadTexts("account");
