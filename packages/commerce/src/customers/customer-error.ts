/** Why an account call refused: the API turns each kind into its HTTP status. */
export type CustomerErrorKind = "invalid" | "not-authorized" | "forbidden" | "too-many";

/** A refusal the shopper can act on; its message is shown as it is. */
export class CustomerError extends Error {
  constructor(
    readonly kind: CustomerErrorKind,
    message: string,
    /** For "too-many": when the account may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "CustomerError";
  }
}
