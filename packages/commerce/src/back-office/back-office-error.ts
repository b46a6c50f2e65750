import type { Localized } from "@etalage/contracts";

/** Why a back-office call refused: the API turns each kind into its HTTP status. */
export type BackOfficeErrorKind =
  | "invalid"
  | "not-authorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-many";

/**
 * A refusal the member can act on, in both of the back office's languages: the API answers in
 * hers (Accept-Language), the command line and the log in English.
 */
export class BackOfficeError extends Error {
  constructor(
    readonly kind: BackOfficeErrorKind,
    readonly texts: Localized,
    /** For "too-many": when the account may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(texts.en);
    this.name = "BackOfficeError";
  }
}

export const staffNotAuthorized = () =>
  new BackOfficeError("not-authorized", {
    nl: "Log eerst in op de backoffice",
    en: "Log in to the back office first",
  });
