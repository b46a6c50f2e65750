/** Why an alert was refused: the API turns each kind into its HTTP status. */
export class StockAlertError extends Error {
  constructor(
    readonly kind: "not-found",
    message: string,
  ) {
    super(message);
    this.name = "StockAlertError";
  }
}
