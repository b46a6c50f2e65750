/** Why a review was refused: the API turns each kind into its HTTP status. */
export type ReviewErrorKind = "invalid" | "not-found";

export class ReviewError extends Error {
  constructor(
    readonly kind: ReviewErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "ReviewError";
  }
}
