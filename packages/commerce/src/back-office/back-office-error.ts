/** Why a back-office call refused: the API turns each kind into its HTTP status. */
export type BackOfficeErrorKind =
  | "invalid"
  | "not-authorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-many";

/** A refusal the member can act on; its message is shown as it is. */
export class BackOfficeError extends Error {
  constructor(
    readonly kind: BackOfficeErrorKind,
    message: string,
    /** For "too-many": when the account may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "BackOfficeError";
  }
}

export const staffNotAuthorized = () =>
  new BackOfficeError("not-authorized", "Log in to the back office first");
