/** Why an order payment call was refused; the API turns the kind into its HTTP status. */
export type OrderPaymentRefusal =
  | "not_found"
  | "not_yours"
  | "not_awaiting_payment"
  | "paid"
  | "invalid";

export class OrderPaymentError extends Error {
  override readonly name = "OrderPaymentError";
  constructor(
    readonly kind: OrderPaymentRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const ORDER_PAYMENT_MESSAGES = {
  orderNotFound: "No such order",
  notYours: "This order is not yours",
  paid: "This order has been paid already",
  notAwaitingPayment: "This order is not waiting for a payment",
  methodDiffers: (method: string) => `This order is not paid by ${method}`,
  noPayment: "No payment has been created for this order",
  paymentOpen: "This order has a payment in progress",
  invalidPaymentToken: "Invalid payment token",
} as const;
